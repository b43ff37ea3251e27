import { describe, expect, it } from "vitest";
import { assignVariant, daySalt } from "./experiment-assignment.server";

const secret = Buffer.alloc(32, 7);
const even = [
  { label: "A", weight: 50 },
  { label: "B", weight: 50 },
];

/** A synthetic visitor: a distinct IPv4 address and one of a few browsers. */
function visitor(index: number) {
  const address = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
  return { address, userAgent: `Mozilla/5.0 (synthetic ${index % 7}) Chrome/131.0` };
}

describe("assigning visitors to variants", () => {
  it("gives a visitor the same variant all day and a fresh draw the next day", () => {
    const today = daySalt(secret, "2026-11-24");
    const labels = Array.from({ length: 1000 }, (_, index) => assignVariant(today, "exp1", visitor(index), even));
    const again = Array.from({ length: 1000 }, (_, index) => assignVariant(daySalt(secret, "2026-11-24"), "exp1", visitor(index), even));
    expect(again).toEqual(labels);
    const tomorrow = Array.from({ length: 1000 }, (_, index) => assignVariant(daySalt(secret, "2026-11-25"), "exp1", visitor(index), even));
    const changed = tomorrow.filter((label, index) => label !== labels[index]).length;
    // About half should change: the new salt is a new draw.
    expect(changed).toBeGreaterThan(400);
    expect(changed).toBeLessThan(600);
  });

  it("keeps one IPv6 household on one variant while its addresses rotate within the /64", () => {
    const salt = daySalt(secret, "2026-11-24");
    const userAgent = "Mozilla/5.0 Firefox/133.0";
    const labels = new Set(["2001:db8:1:2::1", "2001:db8:1:2:aaaa::9", "2001:db8:1:2:ffff:1:2:3"].map((address) => assignVariant(salt, "exp1", { address, userAgent }, even)));
    expect(labels.size).toBe(1);
  });

  it("splits 100,000 synthetic visitors evenly within 1%", () => {
    const salt = daySalt(secret, "2026-11-24");
    let b = 0;
    for (let index = 0; index < 100_000; index++) if (assignVariant(salt, "exp1", visitor(index), even) === "B") b++;
    expect(Math.abs(b / 100_000 - 0.5)).toBeLessThan(0.01);
  }, 120_000);

  it("follows an uneven three-way split within 1%", () => {
    const salt = daySalt(secret, "2026-11-24");
    const split = [
      { label: "A", weight: 50 },
      { label: "B", weight: 30 },
      { label: "C", weight: 20 },
    ];
    const counts = new Map<string, number>();
    for (let index = 0; index < 100_000; index++) {
      const label = assignVariant(salt, "exp1", visitor(index), split);
      counts.set(label, (counts.get(label) ?? 0) + 1);
    }
    expect(Math.abs((counts.get("A") ?? 0) / 100_000 - 0.5)).toBeLessThan(0.01);
    expect(Math.abs((counts.get("B") ?? 0) / 100_000 - 0.3)).toBeLessThan(0.01);
    expect(Math.abs((counts.get("C") ?? 0) / 100_000 - 0.2)).toBeLessThan(0.01);
  }, 120_000);

  it("splits independently between two experiments of the same site", () => {
    const salt = daySalt(secret, "2026-11-24");
    // Each of the four combinations should take a quarter of the visitors if the draws are independent.
    const cells = new Map<string, number>();
    for (let index = 0; index < 100_000; index++) {
      const pair = `${assignVariant(salt, "hero-test", visitor(index), even)}${assignVariant(salt, "pricing-test", visitor(index), even)}`;
      cells.set(pair, (cells.get(pair) ?? 0) + 1);
    }
    for (const pair of ["AA", "AB", "BA", "BB"]) expect(Math.abs((cells.get(pair) ?? 0) / 100_000 - 0.25)).toBeLessThan(0.01);
  }, 120_000);
});
