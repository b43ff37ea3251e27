import { getSignedInSession, isBlocked } from "~/features/auth/guards.server";
import { ACCOUNT_INACTIVE_MESSAGE, mintIdToken } from "~/features/auth/id-tokens.server";
import { jsonError, methodNotAllowed } from "~/features/auth/json-responses";
import type { Route } from "./+types/api-id-token";

export function loader() {
  return methodNotAllowed("POST");
}

/** Mints (or refreshes) a short-lived ID token for the signed-in user. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const session = await getSignedInSession(request, context);
  if (!session) return jsonError("NOT_SIGNED_IN", "not_signed_in", "Sign in first.");
  if (isBlocked(session, context)) return jsonError("ACCOUNT_INACTIVE", "account_inactive", ACCOUNT_INACTIVE_MESSAGE);
  const { idToken, expiresAt } = await mintIdToken(context.database.db, context.config.publicUrl, session.user);
  return Response.json({ idToken, expiresAt: expiresAt.toISOString() }, { headers: { "Cache-Control": "no-store" } });
}
