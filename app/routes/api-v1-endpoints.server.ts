import type { ApiEndpoint } from "~/features/api/api-endpoint";
import { assetEndpoints } from "./api-v1-asset-endpoints.server";
import { languageEndpoints } from "./api-v1-language-endpoints.server";
import { leadEndpoints } from "./api-v1-lead-endpoints.server";
import { moduleEndpoints } from "./api-v1-module-endpoints.server";
import { projectEndpoints } from "./api-v1-project-endpoints.server";
import { webhookEndpoints } from "./api-v1-webhook-endpoints.server";

/** Every endpoint of /api/v1; the OpenAPI document and the dispatcher both read this list. */
export const API_V1_ENDPOINTS: readonly ApiEndpoint[] = [...projectEndpoints, ...languageEndpoints, ...moduleEndpoints, ...assetEndpoints, ...leadEndpoints, ...webhookEndpoints];
