import { requireApiCaller } from "~/features/api/api-gate.server";
import { handleApiCall } from "~/features/api/handle-api-call.server";
import { API_V1_ENDPOINTS } from "./api-v1-endpoints.server";
import type { Route } from "./+types/api-v1";

// The REST API (docs/api.md, decision 0034): one resource route for every /api/v1 address, so the
// endpoint list in api-v1-endpoints.server.ts is the one place that says what exists.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const caller = await requireApiCaller(request, context);
  return handleApiCall(request, context, caller, API_V1_ENDPOINTS, `/${params["*"] ?? ""}`);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const caller = await requireApiCaller(request, context);
  return handleApiCall(request, context, caller, API_V1_ENDPOINTS, `/${params["*"] ?? ""}`);
}
