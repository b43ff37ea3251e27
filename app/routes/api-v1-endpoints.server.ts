import type { ApiEndpoint } from "~/features/api/api-endpoint";
import { TokenRateLimiter } from "~/features/api/rate-limit.server";
import { leadEndpoints } from "./api-v1-lead-endpoints.server";
import { projectEndpoints } from "./api-v1-project-endpoints.server";

/** Every endpoint of /api/v1; the OpenAPI document and the dispatcher both read this list. */
export const API_V1_ENDPOINTS: readonly ApiEndpoint[] = [...projectEndpoints, ...leadEndpoints];

/** One limiter per process for every token (docs/api.md#rate-limits). */
export const apiRateLimiter = new TokenRateLimiter();
