import { expect } from "vitest";
import { z } from "zod";

type JsonObject = Record<string, unknown>;

/** Finds an OpenAPI operation for a concrete address, and checks an answer against its documented schema. */
export function openApiChecker(document: JsonObject) {
  const paths = document.paths as Record<string, Record<string, JsonObject>>;
  const schemas = (document.components as { schemas: Record<string, JsonObject> }).schemas;
  const templateFor = (path: string) =>
    Object.keys(paths).find((template) => new RegExp(`^${template.replace(/\{\w+\}/g, "[^/]+")}$`).test(path));
  return {
    /** Fails unless the status is documented for the operation and the body fits its schema. */
    check(method: string, path: string, status: number, body: unknown): void {
      const template = templateFor(path.split("?")[0] ?? "");
      expect(template, `${method} ${path} is documented`).toBeDefined();
      const operation = paths[template ?? ""]?.[method.toLowerCase()];
      const responses = operation?.responses as Record<string, { content: { "application/json": { schema: JsonObject } } }> | undefined;
      const response = responses?.[String(status)];
      expect(response, `${method} ${path} documents ${status}`).toBeDefined();
      let schema = response?.content["application/json"].schema ?? {};
      if (schema.$ref === "#/components/schemas/Error") schema = schemas.Error ?? {};
      const parsed = z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0]).safeParse(body);
      expect(parsed.success, `${method} ${path} ${status} fits the document: ${parsed.error?.message ?? ""}`).toBe(true);
    },
  };
}
