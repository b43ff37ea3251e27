import { createHash } from "node:crypto";
import { randomString } from "~/lib/random-string";

/** Every token starts so, so secret scanners and people recognise it (docs/api.md#tokens). */
export const TOKEN_PREFIX = "pw_";
const SECRET_LENGTH = 40;

/** A new token (about 238 bits after the prefix); only its hash is stored, like session tokens. */
export function newApiTokenSecret(): { token: string; tokenHash: string; tokenHint: string } {
  const token = `${TOKEN_PREFIX}${randomString(SECRET_LENGTH)}`;
  return { token, tokenHash: hashApiToken(token), tokenHint: token.slice(0, TOKEN_PREFIX.length + 4) };
}

export function hashApiToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether a string can be a token at all, checked before any database read. */
export function looksLikeApiToken(value: string): boolean {
  return value.length === TOKEN_PREFIX.length + SECRET_LENGTH && value.startsWith(TOKEN_PREFIX) && /^[A-Za-z0-9]+$/.test(value.slice(TOKEN_PREFIX.length));
}
