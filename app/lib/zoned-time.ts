/**
 * Wall-clock times in IANA time zones, with the platform's Intl data (no library needed for the
 * two conversions the scheduler makes; docs/product.md#scheduled-publishing).
 */

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Whether `zone` is an IANA time zone this platform knows ("Europe/Berlin", "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function wallClockOf(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: zone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value ?? "0");
  return Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
}

/**
 * The instant a `YYYY-MM-DDTHH:mm` wall-clock time (what a datetime-local field sends) names in
 * `zone`; null when it is malformed or does not exist there (skipped by a clock change). A time
 * that exists twice (clocks going back) is the first of the two.
 */
export function instantOfLocalTime(localTime: string, zone: string): Date | null {
  const match = LOCAL_TIME.exec(localTime);
  if (!match || !isTimeZone(zone)) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(wanted) || new Date(wanted).getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // Two corrections by the zone's offset at the guess settle on the instant (offsets change at most once nearby).
  let guess = wanted;
  for (let step = 0; step < 2; step += 1) guess = wanted - (wallClockOf(guess, zone) - guess);
  const earlier = guess - 60 * 60 * 1000;
  if (wallClockOf(earlier, zone) === wanted) guess = earlier;
  return wallClockOf(guess, zone) === wanted ? new Date(guess) : null;
}

/** "25 Nov 2026, 09:00 (Europe/Berlin)": an instant as the partner chose it. */
export function formatInZone(instant: Date, zone: string): string {
  const zoneOrUtc = isTimeZone(zone) ? zone : "UTC";
  const text = new Intl.DateTimeFormat("en-GB", { timeZone: zoneOrUtc, day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(instant);
  return `${text} (${zoneOrUtc})`;
}
