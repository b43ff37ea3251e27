import { createHmac, timingSafeEqual } from "node:crypto";

/** The installation secret site-pass cookies are signed with; no other use shares it. */
export const SITE_PASS_SECRET_NAME = "site-pass-cookies";

/** How long a visitor who gave the right password stays in (docs/product.md#password-protected-pages). */
export const SITE_PASS_TTL_SECONDS = 12 * 60 * 60;

/** One cookie per password: `pw-pass-site` for the whole project, `pw-pass-{pageId}` for one page. */
export function sitePassCookieName(scope: string): string {
  return `pw-pass-${scope === "" ? "site" : scope}`;
}

// The password's hash is part of what is signed: changing or removing the password ends every pass.
function signature(secret: Buffer, projectId: string, scope: string, passwordHash: string, expires: number): string {
  return createHmac("sha256", secret).update(`${projectId}\n${scope}\n${passwordHash}\n${expires}`).digest("base64url");
}

/** The cookie's value: when it ends (seconds since 1970) and its signature. */
export function sitePassValue(secret: Buffer, projectId: string, scope: string, passwordHash: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + SITE_PASS_TTL_SECONDS;
  return `${expires}.${signature(secret, projectId, scope, passwordHash, expires)}`;
}

/** Whether a cookie value is a pass for this password that has not ended. */
export function isValidSitePass(secret: Buffer, projectId: string, scope: string, passwordHash: string, value: string | undefined, now = Date.now()): boolean {
  if (!value) return false;
  const [expiresText = "", given = ""] = value.split(".");
  const expires = Number(expiresText);
  if (!/^\d{1,12}$/.test(expiresText) || expires * 1000 <= now) return false;
  const expected = Buffer.from(signature(secret, projectId, scope, passwordHash, expires));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
