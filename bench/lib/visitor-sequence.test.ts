import { describe, expect, it } from "vitest";
import { simulateLruHitRate, zipfVisits, type Visit } from "./visitor-sequence";

const visitsOf = (sites: number[], page = 0): Visit[] => sites.map((site) => ({ site, page, path: `/site${site}` }));

describe("the at-scale benchmark's visitor sequence", () => {
  it("is the same on every run and visits the first sites most", () => {
    const first = zipfVisits(100, 20, 20_000);
    expect(zipfVisits(100, 20, 20_000)).toEqual(first);
    const count = (site: number) => first.filter((visit) => visit.site === site).length;
    expect(count(0)).toBeGreaterThan(count(9) * 5);
    expect(first.every((visit) => visit.site >= 0 && visit.site < 100)).toBe(true);
    expect(new Set(first.map((visit) => visit.path.split("/").length))).toEqual(new Set([2, 3]));
  });
});

describe("the simulated cache hit rate", () => {
  const cost = (base: number, page: number) => ({ base, pages: [page, page, page] });
  const sizes = new Map([
    [0, cost(30, 10)],
    [1, cost(30, 10)],
    [2, cost(30, 10)],
    [3, cost(490, 10)],
  ]);

  it("counts a hit only for a site still held, the least recently used leaving first", () => {
    // Bound 100: two sites fit. 0 1 0 → hit; 2 evicts 1 (least recent); 0 → hit; 1 → miss.
    expect(simulateLruHitRate(visitsOf([0, 1, 0, 2, 0, 1]), [6], sizes, 100)).toEqual([2 / 6]);
  });

  it("never counts a site larger than the whole bound as a hit", () => {
    expect(simulateLruHitRate(visitsOf([3, 3, 3, 3]), [4], sizes, 100)).toEqual([0]);
  });

  it("keeps what the warm-up left for the measured run", () => {
    expect(simulateLruHitRate(visitsOf([0, 1]), [2, 2], sizes, 100)).toEqual([0, 1]);
  });

  it("counts another page of a held site as a miss the first time, adding only that page's bytes", () => {
    // Site 0 with pages 0 and 1 holds 50; site 1 with page 0 holds 40: 90 fits in 100. Page 2 of
    // site 0 makes 100, still within the bound, so site 1 stays and is a hit at the end.
    const visits: Visit[] = [
      { site: 0, page: 0, path: "/site0" },
      { site: 0, page: 1, path: "/site0/page-1" },
      { site: 1, page: 0, path: "/site1" },
      { site: 0, page: 1, path: "/site0/page-1" },
      { site: 0, page: 2, path: "/site0/page-2" },
      { site: 1, page: 0, path: "/site1" },
    ];
    expect(simulateLruHitRate(visits, [6], sizes, 100)).toEqual([2 / 6]);
    expect(simulateLruHitRate(visits, [6], sizes, 99)).toEqual([1 / 6]);
  });
});
