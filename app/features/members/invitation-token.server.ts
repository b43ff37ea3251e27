import { createHash } from "node:crypto";
import { randomString } from "~/lib/random-string";

/** How long an invitation link works (docs/product.md#members). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** A new link secret (about 190 bits); only its hash is stored, like session tokens. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomString(32);
  return { token, tokenHash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The address a person opens to accept. */
export function invitationUrl(publicUrl: URL, token: string): string {
  return new URL(`/invitation?${new URLSearchParams({ token })}`, publicUrl).href;
}
