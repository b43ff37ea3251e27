import { sql } from "kysely";
import type { AppDatabase } from "./database";

// Longer than any window we count in, so purging never drops a live counter.
const COUNTER_RETENTION_MS = 24 * 60 * 60 * 1000;
const SWEEP_ABOVE = 10_000;

export type RateLimit = { key: string; limit: number; windowMs: number };

/**
 * Whether every limit still allows the event; when one does not, `retryAfterMs` is how long until
 * the last of the exceeded windows ends, when a retry will be let through. `hits` are the events
 * counted in each limit's current window, in the order of the limits (for RateLimit-Remaining).
 */
export type RateDecision = ({ allowed: true } | { allowed: false; retryAfterMs: number }) & { hits: readonly number[] };

/** Fixed-window counters: `hit` counts one event against every limit and says whether all still allow it. */
export type RateLimiter = { hit: (limits: readonly RateLimit[], now: number) => Promise<RateDecision> };

function windowStart(limit: RateLimit, now: number): number {
  return now - (now % limit.windowMs);
}

function decide(limits: readonly RateLimit[], hits: readonly number[], now: number): RateDecision {
  const exceeded = limits.filter((limit, index) => (hits[index] ?? 0) > limit.limit);
  if (exceeded.length === 0) return { allowed: true, hits };
  return { allowed: false, retryAfterMs: Math.max(...exceeded.map((limit) => windowStart(limit, now) + limit.windowMs - now)), hits };
}

/** One node (SQLite): counters in memory, swept of ended windows as they pile up. */
export function memoryRateLimiter(): RateLimiter {
  const counters = new Map<string, { windowStart: number; windowMs: number; hits: number }>();
  return {
    hit: async (limits, now) => {
      if (counters.size > SWEEP_ABOVE) for (const [key, counter] of counters) if (counter.windowStart + counter.windowMs <= now) counters.delete(key);
      const hits = limits.map((limit) => {
        const start = windowStart(limit, now);
        const counter = counters.get(limit.key);
        const counted = counter && counter.windowStart === start ? counter.hits + 1 : 1;
        counters.set(limit.key, { windowStart: start, windowMs: limit.windowMs, hits: counted });
        return counted;
      });
      return decide(limits, hits, now);
    },
  };
}

/** Many nodes (PostgreSQL): counters in a table, bumped in one statement per submission. */
export function tableRateLimiter(database: AppDatabase): RateLimiter {
  return {
    hit: async (limits, now) => {
      if (limits.length === 0) return { allowed: true, hits: [] };
      const rows = await database.db
        .insertInto("leadRateCounters")
        .values(limits.map((limit) => ({ key: limit.key, windowStart: windowStart(limit, now), hits: 1 })))
        .onConflict((conflict) => conflict.columns(["key", "windowStart"]).doUpdateSet({ hits: sql<number>`lead_rate_counters.hits + 1` }))
        .returning(["key", "hits"])
        .execute();
      const hitsByKey = new Map(rows.map((row) => [row.key, Number(row.hits)]));
      return decide(
        limits,
        limits.map((limit) => hitsByKey.get(limit.key) ?? 0),
        now,
      );
    },
  };
}

/** Drops counters of windows that ended long ago (the table limiter's only cleanup). */
export async function purgeRateCounters(database: AppDatabase, now: number): Promise<void> {
  await database.db.deleteFrom("leadRateCounters").where("windowStart", "<", now - COUNTER_RETENTION_MS).execute();
}

const limiters = new WeakMap<AppDatabase, RateLimiter>();

export function rateLimiterFor(database: AppDatabase): RateLimiter {
  let limiter = limiters.get(database);
  if (!limiter) {
    limiter = database.dialect === "sqlite" ? memoryRateLimiter() : tableRateLimiter(database);
    limiters.set(database, limiter);
  }
  return limiter;
}
