// The visitors the at-scale benchmark replays: a fixed, precomputed sequence of page paths, sites
// drawn with probability proportional to 1/rank (Zipf-like: a few hot sites, a long tail) and pages
// uniformly, from a seeded generator so every run (and the cache simulation) sees the same one.
import fs from "node:fs";
import { benchPagePath } from "./bench-site-names";

export type Visit = { site: number; page: number; path: string };

/**
 * What a site costs in the published-site cache: `base` once it is read (its documents' fields and
 * the bodies read with the site), and `pages[page]` more when a page's body is first read (decision 0046).
 */
export type SiteCost = { base: number; pages: readonly number[] };

/** mulberry32: a small seeded generator, so the sequence is the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function zipfSampler(count: number, random: () => number): () => number {
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= count; rank += 1) cumulative.push((total += 1 / rank));
  return () => {
    const draw = random() * total;
    let low = 0;
    let high = count - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? total) < draw) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

/** `length` visits over sites 0…sites-1 (site 0 the hottest), pages 0…pages-1. */
export function zipfVisits(sites: number, pages: number, length: number, seed = 1): Visit[] {
  const random = seededRandom(seed);
  const nextSite = zipfSampler(sites, random);
  return Array.from({ length }, () => {
    const site = nextSite();
    const page = Math.floor(random() * pages);
    return { site, page, path: benchPagePath(site, page) };
  });
}

export function writePathList(file: string, visits: readonly Visit[]): void {
  fs.writeFileSync(file, `${visits.map((visit) => visit.path).join("\n")}\n`);
}

/**
 * The hit rate a least-recently-used cache of `maxBytes` would have on `count` visits taken from
 * the sequence from its start (and round again), as the server's cache keeps sites: a visit is a
 * hit when its site is held with that page's body read; a miss reads the site (when it is not held)
 * and the page's body, and least recently used sites leave until the bound holds; a site larger than
 * the bound on its own is never kept. Runs continue with the cache as left.
 */
export function simulateLruHitRate(visits: readonly Visit[], runs: readonly number[], costs: ReadonlyMap<number, SiteCost>, maxBytes: number): number[] {
  const cached = new Map<number, { bytes: number; pages: Set<number> }>();
  let held = 0;
  return runs.map((count) => {
    let hits = 0;
    for (let index = 0; index < count; index += 1) {
      const { site, page } = visits[index % visits.length] ?? { site: 0, page: 0 };
      const cost = costs.get(site) ?? { base: 0, pages: [] };
      const pageBytes = cost.pages[page] ?? 0;
      let entry = cached.get(site);
      if (entry) {
        cached.delete(site);
        cached.set(site, entry);
        if (entry.pages.has(page)) {
          hits += 1;
          continue;
        }
        entry.pages.add(page);
        entry.bytes += pageBytes;
        held += pageBytes;
      } else {
        const bytes = cost.base + pageBytes;
        if (bytes > maxBytes) continue;
        entry = { bytes, pages: new Set([page]) };
        cached.set(site, entry);
        held += bytes;
      }
      for (const [oldest, { bytes }] of cached) {
        if (held <= maxBytes) break;
        cached.delete(oldest);
        held -= bytes;
      }
    }
    return count > 0 ? hits / count : Number.NaN;
  });
}
