import { ApiReference } from "~/features/api/components/api-reference";
import { jsonSchemaOf } from "~/features/api/openapi-document";
import { API_V1_ENDPOINTS } from "./api-v1-endpoints.server";
import type { Route } from "./+types/api-v1-reference";

// The readable reference of /api/v1, from the same endpoint list as the OpenAPI document.
export function loader() {
  return {
    entries: API_V1_ENDPOINTS.map((endpoint) => ({
      method: endpoint.method,
      path: endpoint.path,
      scope: endpoint.scope,
      summary: endpoint.summary,
      request: endpoint.bodySchema ? JSON.stringify(jsonSchemaOf(endpoint.bodySchema, "input"), null, 2) : null,
      response: JSON.stringify(jsonSchemaOf(endpoint.response, "output"), null, 2),
    })),
  };
}

export function meta() {
  return [{ title: "API reference · Pagewright" }];
}

export default function ApiV1Reference({ loaderData }: Route.ComponentProps) {
  return <ApiReference entries={loaderData.entries} />;
}
