// The activity charts count per UTC day, whatever the server's or the visitor's time zone, so a
// day means the same on every node and in both databases (which store days as YYYY-MM-DD text).

const DAY_MS = 86_400_000;

/** How many times something happened on one UTC day (YYYY-MM-DD). */
export type DailyCount = { day: string; count: number };

/** The last `days` UTC days ending today, oldest first, as YYYY-MM-DD. */
export function lastDays(days: number, today = new Date()): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, index) => new Date(end - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10));
}

/**
 * One count for each of `days`, in their order: the count of the row for that day, 0 for a day
 * without one. Rows for other days are left out. Counts may come as strings or bigints (sums on
 * PostgreSQL).
 */
export function countsOnDays(days: readonly string[], rows: readonly { day: string; count: number | string | bigint }[]): DailyCount[] {
  const counts = new Map(rows.map((row) => [row.day, Number(row.count)]));
  return days.map((day) => ({ day, count: counts.get(day) ?? 0 }));
}
