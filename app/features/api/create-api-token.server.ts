import type { Actor, Db } from "~/access/project-access.server";
import { parseInput } from "~/lib/forms/parse-input";
import { randomString } from "~/lib/random-string";
import { createTokenSchema } from "./schema";
import { newApiTokenSecret } from "./token-secret.server";

/** As a form or a test sends it; createTokenSchema decides what is acceptable. */
export type CreateApiTokenInput = { name: string; expiresInDays: number | string; scopes: readonly string[] };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Makes a token for the actor; the token itself is in the answer and nowhere else, ever. */
export async function createApiToken(db: Db, actor: Actor, input: CreateApiTokenInput, now = new Date()): Promise<{ id: string; token: string; expiresAt: Date }> {
  const { name, expiresInDays, scopes } = parseInput(createTokenSchema, input);
  const { token, tokenHash, tokenHint } = newApiTokenSecret();
  const id = randomString(20);
  const expiresAt = new Date(now.getTime() + expiresInDays * DAY_MS);
  await db.insertInto("apiTokens").values({ id, userId: actor.userId, name, tokenHash, tokenHint, scopes, created: now, expiresAt, lastUsedAt: null, revokedAt: null }).execute();
  return { id, token, expiresAt };
}
