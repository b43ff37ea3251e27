export type DailyCount = { day: string; count: number };

export const FIGURE_DAYS = 30;

/** The UTC days of the last `days` days, oldest first, ending today. */
export function lastDays(now: Date, days = FIGURE_DAYS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) => new Date(today - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10));
}

/** Counts timestamps per UTC day over `days`; days without any count 0. */
export function countPerDay(days: readonly string[], times: readonly Date[]): DailyCount[] {
  const counts = new Map(days.map((day) => [day, 0]));
  for (const time of times) {
    const day = time.toISOString().slice(0, 10);
    const count = counts.get(day);
    if (count !== undefined) counts.set(day, count + 1);
  }
  return days.map((day) => ({ day, count: counts.get(day) ?? 0 }));
}
