import { bearerToken, userOfIdToken } from "~/features/auth/id-tokens.server";
import { jsonError, methodNotAllowed } from "~/features/auth/json-responses";
import { ensurePartner } from "~/features/auth/register-partner.server";
import type { Route } from "./+types/api-register-partner";
import { AppError } from "~/lib/app-error";

export function loader() {
  return methodNotAllowed("POST");
}

/** The registration call (docs/product.md#sign-in): creates the caller's partner record if missing. Idempotent. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const token = bearerToken(request);
  if (!token) return jsonError("INVALID_TOKEN", "invalid_token", "Send the user's ID token as 'Authorization: Bearer <token>'.");
  const { db } = context.database;
  try {
    const user = await userOfIdToken(db, context.config, token);
    await ensurePartner(db, user);
    return Response.json({ status: "OK" });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "ACCOUNT_INACTIVE") return jsonError("ACCOUNT_INACTIVE", "account_inactive", error.message);
    return jsonError("INVALID_TOKEN", "invalid_token", error.message);
  }
}
