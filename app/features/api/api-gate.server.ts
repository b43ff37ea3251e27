import type { AppLoadContext } from "react-router";
import { isBlockedStatus } from "~/features/auth/complete-sign-in.server";
import { AppError } from "~/lib/app-error";
import { apiError } from "./api-answers";
import { authenticateApiToken, bearerTokenOf, type ApiCaller } from "./authenticate-api-token.server";

/**
 * The gate of every /api/v1 and /mcp call: the caller behind the bearer token, or a thrown JSON
 * refusal (401 with `WWW-Authenticate` for a missing, unknown, revoked or expired token; 403 for
 * a suspended account). What the token may do (scopes) and what its person may do in a project
 * (roles) are checked afterwards, per endpoint and in the use cases.
 */
export async function requireApiCaller(request: Request, context: AppLoadContext): Promise<ApiCaller> {
  try {
    return await authenticateApiToken(context.database.db, bearerTokenOf(request), (status) => isBlockedStatus(status, context.config.signupMode));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw apiError(error.code, error.message, { headers: error.code === "INVALID_TOKEN" ? { "WWW-Authenticate": 'Bearer realm="pagewright"' } : undefined });
  }
}
