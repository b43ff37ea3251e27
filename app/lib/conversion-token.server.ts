import { createHmac, timingSafeEqual } from "node:crypto";
import { messagingAppOf, type MessagingApp } from "~/lib/messaging-links";

/**
 * The name of the installation secret (`db/installation-secrets.ts`) that signs messaging-link
 * tokens and keys their visitors.
 */
export const CONVERSION_SECRET_NAME = "conversion-links";

const SIGNATURE_LENGTH = 22;
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{1,4000})(?:\.([A-Za-z0-9_-]{22}))?$/;

export type ConversionLink = { url: string; app: MessagingApp };

function signature(secret: Buffer, projectId: string, url: string): string {
  return createHmac("sha256", secret).update(`conversion-link\n${projectId.toLowerCase()}\n${url}`).digest("base64url").slice(0, SIGNATURE_LENGTH);
}

/**
 * The path of the redirect that counts a click on a messaging link of a project's published page
 * and sends the visitor on: the link in base64url and its signature, bound to the project, so
 * nobody can make the redirect send visitors anywhere else or count clicks on links of their own.
 */
export function conversionRedirectPath(secret: Buffer, projectId: string, url: string): string {
  return `/go/${projectId}/${Buffer.from(url).toString("base64url")}.${signature(secret, projectId, url)}`;
}

/**
 * The messaging link a token stands for: a signed token whose signature holds for this project, or
 * an unsigned one (the form publications made before tokens were signed still carry), which the
 * caller accepts only where the live publication links to exactly it. Null for anything else.
 */
export function conversionLinkOfToken(secret: Buffer, projectId: string, token: string): ConversionLink | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match?.[1]) return null;
  const url = Buffer.from(match[1], "base64url").toString("utf8");
  // Only the canonical encoding: base64url decoding skips stray characters, a token must not.
  if (Buffer.from(url).toString("base64url") !== match[1]) return null;
  const app = messagingAppOf(url);
  if (!app) return null;
  const given = match[2];
  if (given === undefined) return { url, app };
  return timingSafeEqual(Buffer.from(given), Buffer.from(signature(secret, projectId, url))) ? { url, app } : null;
}
