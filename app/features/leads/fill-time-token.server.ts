import { createHmac, timingSafeEqual } from "node:crypto";

/** People take longer than this to fill in a form; scripts that post at once do not. */
export const MIN_FILL_MS = 3_000;
const MAX_TOKEN_AGE_MS = 24 * 60 * 60 * 1000;

function signature(secret: Buffer, issuedAt: number): Buffer {
  return createHmac("sha256", secret).update(`fill-time:${issuedAt}`).digest().subarray(0, 18);
}

/** A token that proves when a form started being filled in: the time, signed by the server. */
export function issueFillTimeToken(secret: Buffer, now: number): string {
  return `${now.toString(36)}.${signature(secret, now).toString("base64url")}`;
}

/**
 * `invalid`: not a token this installation signed. `stale`: signed, but over a day old (a tab left
 * open) or ahead of this node's clock, which says nothing about who sent it.
 */
export type FillTimeCheck = "absent" | "ok" | "too-fast" | "stale" | "invalid";

export function checkFillTimeToken(secret: Buffer, token: string, now: number): FillTimeCheck {
  if (token === "") return "absent";
  const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{24})$/.exec(token);
  if (!match?.[1] || !match[2]) return "invalid";
  const issuedAt = Number.parseInt(match[1], 36);
  const given = Buffer.from(match[2], "base64url");
  const expected = signature(secret, issuedAt);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
  const age = now - issuedAt;
  if (age > MAX_TOKEN_AGE_MS || age < -60_000) return "stale";
  return age < MIN_FILL_MS ? "too-fast" : "ok";
}
