/** Calls one token may make per window (docs/api.md#rate-limits). */
export const API_CALLS_PER_WINDOW = 300;
export const API_WINDOW_SECONDS = 60;

export type RateLimitState = { allowed: boolean; limit: number; remaining: number; resetSeconds: number };

/**
 * A fixed window per token, kept in this process: several app nodes each allow the limit, which
 * is a ceiling against runaway scripts rather than a quota (docs/decisions/0034-a-public-api-beside-the-screens.md).
 */
export class TokenRateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit = API_CALLS_PER_WINDOW,
    private readonly windowMs = API_WINDOW_SECONDS * 1000,
  ) {}

  take(tokenId: string, now = Date.now()): RateLimitState {
    let window = this.windows.get(tokenId);
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size > 10_000) this.forgetEnded(now);
      window = { start: now, count: 0 };
      this.windows.set(tokenId, window);
    }
    const allowed = window.count < this.limit;
    if (allowed) window.count += 1;
    return { allowed, limit: this.limit, remaining: this.limit - window.count, resetSeconds: Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000)) };
  }

  private forgetEnded(now: number): void {
    for (const [id, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(id);
  }
}

/** The `RateLimit-*` headers of the IETF draft, on every answer to a token. */
export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return { "RateLimit-Limit": String(state.limit), "RateLimit-Remaining": String(state.remaining), "RateLimit-Reset": String(state.resetSeconds) };
}
