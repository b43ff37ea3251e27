import type { ApiEndpoint } from "~/features/api/api-endpoint";
import { leadEndpoints } from "./api-v1-lead-endpoints.server";
import { projectEndpoints } from "./api-v1-project-endpoints.server";

/** Every endpoint of /api/v1; the OpenAPI document and the dispatcher both read this list. */
export const API_V1_ENDPOINTS: readonly ApiEndpoint[] = [...projectEndpoints, ...leadEndpoints];
