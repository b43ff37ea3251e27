// Published sites at scale (docs/benchmarks.md): seeds BENCH_SITES published projects of
// BENCH_PAGES pages through the product's own use cases (parallel worker processes, a seed kept
// and reused between runs), then measures the production build's own process with wrk replaying a
// Zipf-distributed visitor sequence, and the cold-page latency one request at a time.
// Run: npm run build && npx tsx bench/published-sites-at-scale.ts
//   BENCH_SITES (200; 10000 is the full run), BENCH_PAGES (20), BENCH_SEED_WORKERS (cores),
//   BENCH_SEED_DIR, BENCH_CACHE_MB (8), BENCH_SECONDS (20), BENCH_CONNECTIONS (16), BENCH_COLD_SITES
//   PostgreSQL too with BENCH_DATABASE_URL (or TEST_DATABASE_URL); BENCH_SEED_ONLY=1 seeds and stops.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startApp } from "./lib/app-process";
import { benchPagePath } from "./lib/bench-site-names";
import { cachedSiteCosts } from "./lib/cached-site-sizes";
import { parseWrkOutput } from "./lib/load-generator";
import { requestOneAtATime } from "./lib/one-at-a-time";
import { processMemoryMb, sampleResidentMemory } from "./lib/process-memory";
import { postgresSeedLocation, sqliteSeedLocation, type SeedLocation } from "./lib/seed-locations";
import { prepareSeed, seedWorkersFromEnv, type PreparedSeed } from "./lib/site-seed";
import { simulateLruHitRate, writePathList, zipfVisits } from "./lib/visitor-sequence";

const SITES = Number(process.env.BENCH_SITES ?? 200);
const PAGES = Number(process.env.BENCH_PAGES ?? 20);
const CACHE_MB = Number(process.env.BENCH_CACHE_MB ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARM_UP_SECONDS = 3;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
// Sites never in the visitor sequence, so each is certainly not cached when it is asked for.
const COLD_SITES = Number(process.env.BENCH_COLD_SITES ?? Math.min(500, Math.floor(SITES / 4)));
const SEQUENCE_LENGTH = 200_000;
const COLD_TARGET_MS = 10;
const RSS_TARGET_MB = 300;
const HEADERS = { "Accept-Encoding": "br", "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0" };
const LUA_SCRIPT = path.join(path.dirname(new URL(import.meta.url).pathname), "lib", "walk-paths.lua");

const loadAverage = () => os.loadavg().map((value) => value.toFixed(1)).join(" ");

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

function runWrk(url: string, pathList: string, seconds: number) {
  const headerArgs = Object.entries(HEADERS).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const output = execFileSync("wrk", ["-t1", `-c${CONNECTIONS}`, `-d${seconds}s`, "--latency", "-s", LUA_SCRIPT, ...headerArgs, url], {
    encoding: "utf8",
    env: { ...process.env, WRK_PATHS: pathList },
  });
  return parseWrkOutput(output);
}

function describeSeed({ marker, reused }: PreparedSeed): string {
  const rate = marker.seededInLastRun > 0 ? `${((marker.seededInLastRun / marker.seconds) * 60).toFixed(1)} sites/min` : "nothing left to seed";
  return `${reused ? "reused seed" : "seeded now"}: ${marker.seededInLastRun} sites in ${marker.seconds.toFixed(0)} s with ${marker.workers} workers (${rate})`;
}

async function measure(location: SeedLocation, seed: PreparedSeed): Promise<boolean> {
  const warmSites = SITES - COLD_SITES;
  const visits = zipfVisits(warmSites, PAGES, SEQUENCE_LENGTH);
  const pathList = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-scale-")), "paths.txt");
  writePathList(pathList, visits);
  console.log("  measuring what each site costs in the cache…");
  const siteCosts = await cachedSiteCosts(location, warmSites, PAGES);
  const maxBytes = CACHE_MB * 1024 * 1024;

  const app = await startApp(location.dataDir, { PUBLISHED_CACHE_MB: String(CACHE_MB), ...(location.databaseUrl ? { DATABASE_URL: location.databaseUrl } : {}) });
  let result;
  try {
    const startedMb = processMemoryMb(app.pid, "VmRSS");
    const memory = sampleResidentMemory(app.pid);
    const warmUp = runWrk(app.url, pathList, WARM_UP_SECONDS);
    const warm = runWrk(app.url, pathList, SECONDS);
    const coldPaths = Array.from({ length: COLD_SITES }, (_, index) => benchPagePath(warmSites + index, index % PAGES));
    const cold = await requestOneAtATime(app.url, coldPaths, HEADERS);
    const maxRssMb = memory.stop();
    const peakMb = processMemoryMb(app.pid, "VmHWM");
    const [, hitRate] = simulateLruHitRate(visits, [warmUp.requests, warm.requests], siteCosts, maxBytes);
    result = { warm, cold, startedMb, maxRssMb, peakMb, hitRate: hitRate ?? Number.NaN };
  } finally {
    await app.stop();
    fs.rmSync(path.dirname(pathList), { recursive: true, force: true });
  }

  const { warm, cold, startedMb, maxRssMb, peakMb, hitRate } = result;
  const costs = [...siteCosts.values()];
  const meanKb = (values: number[]) => values.reduce((sum, bytes) => sum + bytes, 0) / Math.max(1, values.length) / 1024;
  const meanBaseKb = meanKb(costs.map((cost) => cost.base));
  const meanPageKb = meanKb(costs.flatMap((cost) => cost.pages));
  const coldP99 = percentile(cold.latenciesMs, 0.99);
  console.log(`\n### ${location.label}: ${SITES} sites × ${PAGES} pages, cache bound ${CACHE_MB} MB, load average ${loadAverage()}`);
  console.log(`${describeSeed(seed)}\n`);
  console.log("| requests | requests/s | p50 ms | p99 ms | errors | expected hit rate | cold requests | cold p50 ms | cold p99 ms | VmRSS at start MB | max VmRSS MB | VmHWM MB |");
  console.log("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  console.log(
    `| ${warm.requests} | ${Math.round(warm.requestsPerSecond)} | ${warm.p50Ms.toFixed(2)} | ${warm.p99Ms.toFixed(2)} | ${warm.errors + cold.failures} | ${(hitRate * 100).toFixed(1)} % | ${cold.latenciesMs.length} | ${percentile(cold.latenciesMs, 0.5).toFixed(2)} | ${coldP99.toFixed(2)} | ${startedMb.toFixed(0)} | ${maxRssMb.toFixed(0)} | ${peakMb.toFixed(0)} |`,
  );
  console.log(`
How each figure was obtained:
- requests/s, p50, p99, errors: wrk (-t1 -c${CONNECTIONS}, ${SECONDS} s after a ${WARM_UP_SECONDS} s warm-up) against the production build's own process, walking a precomputed sequence of ${SEQUENCE_LENGTH} paths over sites 0…${warmSites - 1} (site drawn with probability ∝ 1/rank, page uniform), Accept-Encoding: br; errors also count failed cold requests.
- expected hit rate: not reported by the server; a least-recently-used simulation of the same ${CACHE_MB} MB bound over the same sequence (warm-up, then the ${warm.requests} measured requests), each site costing what the server's cache class counts for it: a mean ${meanBaseKb.toFixed(1)} kB once read, and ${meanPageKb.toFixed(1)} kB more for each page whose body is read (so about ${Math.floor((CACHE_MB * 1024) / Math.max(1, meanBaseKb + PAGES * meanPageKb))} sites fit with all their pages); it ignores the 60 s reload of cached sites.
- cold page: after the wrk runs, one request at a time on one keep-alive connection to a page of each of the ${COLD_SITES} sites never in the sequence (certainly not cached), timed to the last byte from this process${COLD_SITES < 100 ? "; with fewer than 100 of them, p99 is the slowest" : ""}.
- memory: the server process's VmRSS once it answered /healthz (before any page was asked for), then from /proc/${app.pid}/status sampled every 250 ms during the runs, and its VmHWM (peak resident since start) at the end.
cold-page p99 ${coldP99.toFixed(2)} ms (target < ${COLD_TARGET_MS}); peak resident ${peakMb.toFixed(0)} MB (target < ${RSS_TARGET_MB})`);
  return warm.errors + cold.failures === 0 && coldP99 < COLD_TARGET_MS && peakMb < RSS_TARGET_MB;
}

const SEED_ONLY = process.env.BENCH_SEED_ONLY === "1";
if (!SEED_ONLY && !fs.existsSync("build/app-server/main.js")) throw new Error("run `npm run build` first: the benchmark measures the production build");
const plan = { sites: SITES, pages: PAGES, workers: seedWorkersFromEnv() };
const size = `${SITES}x${PAGES}`;
const locations = [sqliteSeedLocation(path.resolve(process.env.BENCH_SEED_DIR ?? `data/bench-seed/sqlite-${size}`))];
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (postgresUrl) locations.push(postgresSeedLocation(postgresUrl, `pagewright_bench_${size}`, path.resolve(`data/bench-seed/postgres-${size}`)));
else console.log("PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to include it.");
const passed: boolean[] = [];
for (const location of locations) {
  const seed = await prepareSeed(location, plan);
  passed.push(SEED_ONLY || (await measure(location, seed)));
}
process.exitCode = passed.every(Boolean) ? 0 : 1;
