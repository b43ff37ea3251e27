import type { Actor, Db } from "~/access/project-access.server";
import { AppError } from "~/lib/app-error";
import type { UserStatus } from "../../../db/schema";
import type { ApiScope } from "./schema";
import { hashApiToken, looksLikeApiToken } from "./token-secret.server";

/** A program calling with a token: the person it acts for and what the token allows. */
export type ApiCaller = { actor: Actor; tokenId: string; scopes: readonly ApiScope[] };

export const INVALID_TOKEN_MESSAGE = "Send a valid personal access token as Authorization: Bearer pw_…";
export const INACTIVE_MESSAGE = "This account is not active.";

/** Last use is written at most this often per token, so busy scripts do not write on every call. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * The caller behind a bearer token: INVALID_TOKEN when it is missing, unknown, revoked or expired
 * (one message for all, so a guess learns nothing), ACCOUNT_INACTIVE when its person may not use
 * the app now (`isBlocked`, the same rule as sessions).
 */
export async function authenticateApiToken(db: Db, token: string | null, isBlocked: (status: UserStatus) => boolean, now = new Date()): Promise<ApiCaller> {
  if (!token || !looksLikeApiToken(token)) throw new AppError("INVALID_TOKEN", INVALID_TOKEN_MESSAGE);
  const found = await db
    .selectFrom("apiTokens")
    .innerJoin("users", "users.id", "apiTokens.userId")
    .select(["apiTokens.id", "apiTokens.userId", "apiTokens.scopes", "apiTokens.expiresAt", "apiTokens.revokedAt", "apiTokens.lastUsedAt", "users.status", "users.roles"])
    .where("apiTokens.tokenHash", "=", hashApiToken(token))
    .executeTakeFirst();
  if (!found || found.revokedAt || found.expiresAt <= now) throw new AppError("INVALID_TOKEN", INVALID_TOKEN_MESSAGE);
  if (isBlocked(found.status)) throw new AppError("ACCOUNT_INACTIVE", INACTIVE_MESSAGE);
  if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db.updateTable("apiTokens").set({ lastUsedAt: now }).where("id", "=", found.id).execute();
  }
  return { actor: { userId: found.userId, isAdmin: found.roles.includes("admin") }, tokenId: found.id, scopes: found.scopes };
}

/** The token from an `Authorization: Bearer …` header, or null. */
export function bearerTokenOf(request: Request): string | null {
  const header = request.headers.get("Authorization");
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}
