import { describe, expect, it } from "vitest";
import { API_V1_ENDPOINTS } from "../../routes/api-v1-endpoints.server";
import { openApiDocument } from "./openapi-document";
import { documentedQueryNames } from "./parse-api-query";

describe("the OpenAPI document lists the query parameters the API accepts", () => {
  const document = openApiDocument(API_V1_ENDPOINTS, "http://localhost/api/v1") as { paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>> };

  it.each(API_V1_ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))("%s accepts exactly the query parameters documented for it", (_name, endpoint) => {
    const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
    const documented = (operation?.parameters ?? []).filter((parameter) => parameter.in === "query").map((parameter) => parameter.name);
    expect([...documentedQueryNames(endpoint.querySchema)].sort()).toEqual(documented.sort());
  });
});
