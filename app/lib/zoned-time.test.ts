import { describe, expect, it } from "vitest";
import { formatInZone, instantOfLocalTime, isTimeZone } from "./zoned-time";

describe("wall-clock times in a time zone", () => {
  it("names the instant a local time is in that zone", () => {
    expect(instantOfLocalTime("2026-11-25T09:00", "Europe/Berlin")?.toISOString()).toBe("2026-11-25T08:00:00.000Z");
    expect(instantOfLocalTime("2026-07-01T09:00", "Europe/Berlin")?.toISOString()).toBe("2026-07-01T07:00:00.000Z");
    expect(instantOfLocalTime("2026-11-25T09:00", "America/New_York")?.toISOString()).toBe("2026-11-25T14:00:00.000Z");
    expect(instantOfLocalTime("2026-11-25T09:00", "UTC")?.toISOString()).toBe("2026-11-25T09:00:00.000Z");
    expect(instantOfLocalTime("2026-11-25T09:00", "Asia/Kolkata")?.toISOString()).toBe("2026-11-25T03:30:00.000Z");
  });

  it("refuses times a clock change skips, malformed times and unknown zones", () => {
    expect(instantOfLocalTime("2026-03-29T02:30", "Europe/Berlin")).toBeNull();
    expect(instantOfLocalTime("2026-02-30T09:00", "UTC")).toBeNull();
    expect(instantOfLocalTime("2026-11-25 09:00", "UTC")).toBeNull();
    expect(instantOfLocalTime("2026-11-25T24:00", "UTC")).toBeNull();
    expect(instantOfLocalTime("2026-11-25T09:00", "Mars/Olympus")).toBeNull();
    expect(isTimeZone("Not/AZone")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });

  it("takes the first of a time that happens twice when clocks go back", () => {
    expect(instantOfLocalTime("2026-10-25T02:30", "Europe/Berlin")?.toISOString()).toBe("2026-10-25T00:30:00.000Z");
  });

  it("shows an instant back in the zone it was chosen in", () => {
    expect(formatInZone(new Date("2026-11-25T08:00:00Z"), "Europe/Berlin")).toBe("25 Nov 2026, 09:00 (Europe/Berlin)");
  });
});
