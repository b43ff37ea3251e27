import { describe, expect, it } from "vitest";
import { API_V1_ENDPOINTS } from "../../routes/api-v1-endpoints.server";
import { openApiDocument } from "./openapi-document";
import { documentedQueryNames } from "./parse-api-query";

type Parameter = { name: string; in: string; required?: boolean; schema?: unknown };
type Response = { description?: string; headers?: Record<string, { $ref: string }>; content?: Record<string, { schema: unknown }> };
type Operation = { operationId: string; parameters?: Parameter[]; responses: Record<string, Response> };
type Document = { openapi: string; components: Record<string, Record<string, unknown>>; paths: Record<string, Record<string, Operation>> };

// No OpenAPI validator is among the dependencies; these are the rules of OpenAPI 3.1 the generator could break.
describe("the OpenAPI document declares what the API takes and answers", () => {
  const document = openApiDocument(API_V1_ENDPOINTS, "http://localhost/api/v1") as Document;
  const operations = Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation })));

  it.each(API_V1_ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))("%s accepts exactly the query parameters documented for it", (_name, endpoint) => {
    const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
    const documented = (operation?.parameters ?? []).filter((parameter) => parameter.in === "query").map((parameter) => parameter.name);
    expect([...documentedQueryNames(endpoint.querySchema)].sort()).toEqual(documented.sort());
  });

  it("is OpenAPI 3.1 with unique operation ids, every path parameter declared and required, and every $ref resolving", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(new Set(operations.map(({ operation }) => operation.operationId)).size).toBe(operations.length);
    for (const { path, method, operation } of operations) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const declared = (operation.parameters ?? []).filter((parameter) => parameter.in === "path");
      expect(declared.map((parameter) => parameter.name).sort(), `${method} ${path}`).toEqual(inPath.sort());
      expect(declared.every((parameter) => parameter.required === true)).toBe(true);
      for (const parameter of operation.parameters ?? []) expect(["path", "query", "header", "cookie"]).toContain(parameter.in);
      for (const [status, response] of Object.entries(operation.responses)) {
        expect(status).toMatch(/^[1-5]\d\d$/);
        expect(response.description, `${method} ${path} ${status}`).toBeTruthy();
      }
    }
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/(\w+)\/([^"]+)"/g)];
    expect(refs.length).toBeGreaterThan(0);
    for (const [, kind = "", name = ""] of refs) expect(document.components[kind]?.[name], `#/components/${kind}/${name}`).toBeDefined();
  });

  it("declares the RateLimit headers on every answer, Retry-After on 429, ETag where a version is answered, and Idempotent-Replayed on POSTs", () => {
    for (const { path, method, operation } of operations) {
      const endpoint = API_V1_ENDPOINTS.find((candidate) => candidate.path === path && candidate.method.toLowerCase() === method);
      for (const [status, response] of Object.entries(operation.responses)) {
        const names = Object.keys(response.headers ?? {});
        if (status !== "401") expect(names, `${method} ${path} ${status}`).toEqual(expect.arrayContaining(["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"]));
        if (status === "429") expect(names).toContain("Retry-After");
        if (status === "401") expect(names).toContain("WWW-Authenticate");
        if (status.startsWith("2")) {
          expect(names.includes("ETag"), `${method} ${path} ETag`).toBe(Boolean(endpoint?.answersWithETag));
          expect(names.includes("Idempotent-Replayed"), `${method} ${path} Idempotent-Replayed`).toBe(method === "post");
        }
      }
    }
    const etagOperations = operations.filter(({ operation }) => Object.values(operation.responses).some((response) => response.headers?.ETag));
    expect(etagOperations.map(({ operation }) => operation.operationId).sort()).toEqual([
      "createModule",
      "createPage",
      "getModule",
      "getPage",
      "getPageTranslation",
      "updateModuleSections",
      "updatePageSections",
      "updatePageTranslation",
    ]);
  });
});
