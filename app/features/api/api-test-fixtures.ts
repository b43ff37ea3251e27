import { expect } from "vitest";
import { z } from "zod";

type JsonObject = Record<string, unknown>;

/** The headers the API itself sets, which the document must declare wherever they are sent. */
const API_HEADERS = ["ETag", "RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset", "Retry-After", "Idempotent-Replayed", "WWW-Authenticate"];

/** Finds an OpenAPI operation for a concrete address, and checks an answer against its documented schema. */
export function openApiChecker(document: JsonObject) {
  const paths = document.paths as Record<string, Record<string, JsonObject>>;
  const schemas = (document.components as { schemas: Record<string, JsonObject> }).schemas;
  const headerDeclarations = (document.components as { headers?: Record<string, { required?: boolean }> }).headers ?? {};
  const templateFor = (path: string) =>
    Object.keys(paths).find((template) => new RegExp(`^${template.replace(/\{\w+\}/g, "[^/]+")}$`).test(path));
  return {
    /**
     * Fails unless the status is documented for the operation, the body fits its schema, and each
     * of the API's own headers the answer carries is declared for it (and each required one sent).
     */
    check(method: string, path: string, status: number, body: unknown, headers?: Headers): void {
      const template = templateFor(path.split("?")[0] ?? "");
      expect(template, `${method} ${path} is documented`).toBeDefined();
      const operation = paths[template ?? ""]?.[method.toLowerCase()];
      const responses = operation?.responses as Record<string, { content: { "application/json": { schema: JsonObject } } }> | undefined;
      const response = responses?.[String(status)];
      expect(response, `${method} ${path} documents ${status}`).toBeDefined();
      let schema = response?.content["application/json"].schema ?? {};
      if (schema.$ref === "#/components/schemas/Error") schema = schemas.Error ?? {};
      if (headers) {
        const declared = (response as { headers?: Record<string, { $ref: string }> } | undefined)?.headers ?? {};
        for (const name of API_HEADERS) {
          if (headers.has(name)) expect(Object.keys(declared), `${method} ${path} ${status} declares ${name}`).toContain(name);
        }
        for (const [name, ref] of Object.entries(declared)) {
          const declaration = headerDeclarations[ref.$ref.split("/").at(-1) ?? ""];
          expect(declaration, `${ref.$ref} exists`).toBeDefined();
          if (declaration?.required) expect(headers.has(name), `${method} ${path} ${status} sends ${name}`).toBe(true);
        }
      }
      const parsed = z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0]).safeParse(body);
      expect(parsed.success, `${method} ${path} ${status} fits the document: ${parsed.error?.message ?? ""}`).toBe(true);
    },
  };
}
