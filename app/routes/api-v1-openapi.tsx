import { openApiDocument } from "~/features/api/openapi-document";
import { API_V1_ENDPOINTS } from "./api-v1-endpoints.server";
import type { Route } from "./+types/api-v1-openapi";

// The OpenAPI 3.1 document of /api/v1, generated from the endpoints' zod schemas; it describes, it grants nothing.
export function loader({ context }: Route.LoaderArgs) {
  return Response.json(openApiDocument(API_V1_ENDPOINTS, new URL("/api/v1", context.config.publicUrl).href), { headers: { "Cache-Control": "no-cache" } });
}
