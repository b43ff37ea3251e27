import { describe, expect, it } from "vitest";
import { countsOnDays, lastDays } from "./utc-days";

describe("lastDays", () => {
  it("lists the UTC days ending today, oldest first, whatever the hour", () => {
    expect(lastDays(3, new Date("2026-03-01T00:00:00.000Z"))).toEqual(["2026-02-27", "2026-02-28", "2026-03-01"]);
    expect(lastDays(3, new Date("2026-03-01T23:59:59.999Z"))).toEqual(["2026-02-27", "2026-02-28", "2026-03-01"]);
  });

  it("crosses years and leap days, and gives 30 days by the chart's count", () => {
    expect(lastDays(2, new Date("2028-01-01T05:00:00Z"))).toEqual(["2027-12-31", "2028-01-01"]);
    expect(lastDays(2, new Date("2028-03-01T05:00:00Z"))).toEqual(["2028-02-29", "2028-03-01"]);
    const month = lastDays(30, new Date("2026-11-23T12:00:00Z"));
    expect(month).toHaveLength(30);
    expect([month[0], month.at(-1)]).toEqual(["2026-10-25", "2026-11-23"]);
  });
});

describe("countsOnDays", () => {
  it("gives every day its row's count in the days' order, 0 without a row, and ignores other days", () => {
    const days = ["2026-11-21", "2026-11-22", "2026-11-23"];
    const rows = [
      { day: "2026-11-23", count: "4" },
      { day: "2026-11-20", count: 9 },
      { day: "2026-11-21", count: 2n },
    ];
    expect(countsOnDays(days, rows)).toEqual([
      { day: "2026-11-21", count: 2 },
      { day: "2026-11-22", count: 0 },
      { day: "2026-11-23", count: 4 },
    ]);
  });
});
