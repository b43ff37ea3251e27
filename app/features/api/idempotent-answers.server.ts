import { createHash } from "node:crypto";
import type { Db } from "~/access/project-access.server";

/** How long a POST's answer is kept for its Idempotency-Key (docs/api.md#idempotency). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,100}$/;

/** A kept answer: its status, its JSON text, and the ETag it carried (null when none). */
export type StoredAnswer = { status: number; body: string; etag: string | null };

export function requestHashOf(method: string, path: string, body: string): string {
  return createHash("sha256").update(`${method}\n${path}\n${body}`).digest("hex");
}

/** The kept answer for this token and key, with whether it was for the same request; null when none is kept. */
export async function findIdempotentAnswer(db: Db, tokenId: string, key: string, requestHash: string, now = new Date()): Promise<(StoredAnswer & { sameRequest: boolean }) | null> {
  const row = await db
    .selectFrom("apiIdempotentAnswers")
    .select(["requestHash", "status", "body", "etag", "created"])
    .where("tokenId", "=", tokenId)
    .where("idempotencyKey", "=", key)
    .executeTakeFirst();
  if (!row || now.getTime() - row.created.getTime() > IDEMPOTENCY_TTL_MS) return null;
  return { status: row.status, body: row.body, etag: row.etag, sameRequest: row.requestHash === requestHash };
}

/** Keeps a successful POST's answer; a key kept earlier (by a concurrent retry) stays as it was. */
export async function keepIdempotentAnswer(db: Db, tokenId: string, key: string, requestHash: string, answer: StoredAnswer, now = new Date()): Promise<void> {
  await db.deleteFrom("apiIdempotentAnswers").where("created", "<", new Date(now.getTime() - IDEMPOTENCY_TTL_MS)).execute();
  await db
    .insertInto("apiIdempotentAnswers")
    .values({ tokenId, idempotencyKey: key, requestHash, status: answer.status, body: answer.body, etag: answer.etag, created: now })
    .onConflict((conflict) => conflict.columns(["tokenId", "idempotencyKey"]).doNothing())
    .execute();
}
