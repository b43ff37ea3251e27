import type { Actor, Db } from "~/access/project-access.server";
import type { ApiScope } from "./schema";

export type ApiTokenSummary = {
  id: string;
  name: string;
  tokenHint: string;
  scopes: ApiScope[];
  created: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
};

/** The actor's tokens that still work or expired, newest first; revoked ones are gone from the list. */
export async function listApiTokens(db: Db, actor: Actor): Promise<ApiTokenSummary[]> {
  return db
    .selectFrom("apiTokens")
    .select(["id", "name", "tokenHint", "scopes", "created", "expiresAt", "lastUsedAt"])
    .where("userId", "=", actor.userId)
    .where("revokedAt", "is", null)
    .orderBy("created", "desc")
    .orderBy("id")
    .execute();
}
