import type { AppDatabase } from "../../../db/database";
import { rateLimiterFor } from "../../../db/rate-limiter";

/** Calls one token may make per window (docs/api.md#rate-limits). */
export const API_CALLS_PER_WINDOW = 300;
export const API_WINDOW_SECONDS = 60;

export type RateLimitState = { allowed: boolean; limit: number; remaining: number; resetSeconds: number };

/**
 * Counts one call of a token in a fixed window through `db/rate-limiter.ts`, so the limit holds
 * across app nodes sharing one PostgreSQL database (docs/decisions/0034-a-public-api-beside-the-screens.md, amended).
 */
export async function takeApiCall(database: AppDatabase, tokenId: string, now = Date.now(), limit = API_CALLS_PER_WINDOW, windowMs = API_WINDOW_SECONDS * 1000): Promise<RateLimitState> {
  const decision = await rateLimiterFor(database).hit([{ key: `api-token:${tokenId}`, limit, windowMs }], now);
  const hits = decision.hits[0] ?? 1;
  const windowEnd = now - (now % windowMs) + windowMs;
  return { allowed: decision.allowed, limit, remaining: Math.max(0, limit - hits), resetSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)) };
}

/** The `RateLimit-*` headers of the IETF draft, on every answer to a token. */
export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return { "RateLimit-Limit": String(state.limit), "RateLimit-Remaining": String(state.remaining), "RateLimit-Reset": String(state.resetSeconds) };
}
