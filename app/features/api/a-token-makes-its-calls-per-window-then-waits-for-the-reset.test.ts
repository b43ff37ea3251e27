import { describe, expect, it } from "vitest";
import { rateLimitHeaders, TokenRateLimiter } from "./rate-limit.server";

describe("a token makes its calls per window, then waits for the reset", () => {
  it("allows the limit, refuses the next call with the seconds to wait, and starts again after the window", () => {
    const limiter = new TokenRateLimiter(3, 60_000);
    const start = 1_000_000;
    expect([1, 2, 3].map(() => limiter.take("a", start).remaining)).toEqual([2, 1, 0]);
    const refused = limiter.take("a", start + 15_000);
    expect(refused).toEqual({ allowed: false, limit: 3, remaining: 0, resetSeconds: 45 });
    expect(rateLimitHeaders(refused)).toEqual({ "RateLimit-Limit": "3", "RateLimit-Remaining": "0", "RateLimit-Reset": "45" });
    expect(limiter.take("b", start + 15_000).allowed).toBe(true);
    expect(limiter.take("a", start + 60_000)).toEqual({ allowed: true, limit: 3, remaining: 2, resetSeconds: 60 });
  });
});
