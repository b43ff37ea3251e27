import { addressKey } from "~/lib/address-key.server";
import type { AppDatabase } from "../../../db/database";
import { rateLimiterFor } from "../../../db/rate-limiter";

/** Clicks and scans one address (IPv6: its /64) may have counted in an hour, over every link and code (docs/security.md). */
export const COUNTED_VISITS_PER_ADDRESS = 60;
export const COUNTED_VISITS_WINDOW_MS = 60 * 60 * 1000;

/**
 * Whether a click on a messaging link or a scan of a QR code from this address may still be
 * counted. Counting once per visitor a day keys on the browser's name, which a script can change
 * at will; this bounds what one address adds to the figures and to the day's visitor keys. Over
 * it the visitor is still sent on, uncounted: a redirect is never refused.
 */
export async function mayCountVisitFrom(database: AppDatabase, clientAddress: string, now = Date.now()): Promise<boolean> {
  const decision = await rateLimiterFor(database).hit([{ key: `counted-visit:${addressKey(clientAddress)}`, limit: COUNTED_VISITS_PER_ADDRESS, windowMs: COUNTED_VISITS_WINDOW_MS }], now);
  return decision.allowed;
}
