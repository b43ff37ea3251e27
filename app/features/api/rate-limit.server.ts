import type { AppLoadContext } from "react-router";
import type { AppDatabase } from "../../../db/database";
import { rateLimiterFor } from "../../../db/rate-limiter";
import { apiError } from "./api-answers";

/** Calls one token may make per window unless API_CALLS_PER_MINUTE says otherwise (docs/api.md#rate-limits). */
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

/**
 * Runs `answer` as one call of the token's budget, which /api/v1 and /mcp share (decision 0051):
 * over the limit it is a 429 with `Retry-After` instead, and every answer gets the `RateLimit-*` headers.
 */
export async function withinApiRateLimit(context: AppLoadContext, tokenId: string, answer: () => Promise<Response>): Promise<Response> {
  const limit = await takeApiCall(context.database, tokenId, Date.now(), context.config.apiCallsPerMinute);
  const response = limit.allowed
    ? await answer()
    : apiError("TOO_MANY_REQUESTS", `Too many calls with this token: try again in ${limit.resetSeconds} seconds.`, { headers: { "Retry-After": String(limit.resetSeconds) } });
  // The MCP transport's answers may have immutable headers; a copy takes ours.
  const headed = new Response(response.body, response);
  for (const [name, value] of Object.entries(rateLimitHeaders(limit))) headed.headers.set(name, value);
  return headed;
}
