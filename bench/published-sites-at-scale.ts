// Publishes many projects of 20 pages through the product's own use cases, then replays a skewed
// visitor distribution (Zipf-like: a few hot sites, a long tail) against the published-site fast
// path with a cache bounded by bytes, and reports requests/s, p50/p99, hit rate, resident memory
// and the cold-page p99 (first request after eviction), on SQLite and PostgreSQL.
// Run: npx vite-node bench/published-sites-at-scale.ts   (BENCH_SITES, BENCH_PAGES, BENCH_REQUESTS, BENCH_CACHE_MB)
// vite-node, not tsx: publishing reads the section stylesheet through a Vite `?raw` import.
import http from "node:http";
import os from "node:os";
import pino from "pino";
import { libraryImageSources } from "../app/features/assets/library-images.server";
import { createPage } from "../app/features/projects/create-page.server";
import { createProject } from "../app/features/projects/create-project.server";
import { publishProject } from "../app/features/publishing/publish-project.server";
import { pageCssBuilder } from "../app/features/publishing/site-stylesheet.server";
import type { AppDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { startPublishedSite } from "../server/published-site/published-site";
import { runOnBothDatabases } from "./lib/bench-databases";

// 10,000 sites of 20 pages each take hours to publish through the use cases on a 2-core machine;
// the default is small enough to run, and the count is a flag (docs/benchmarks.md).
const SITES = Number(process.env.BENCH_SITES ?? 60);
const PAGES = Number(process.env.BENCH_PAGES ?? 20);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const CACHE_MB = Number(process.env.BENCH_CACHE_MB ?? 4);
const CONCURRENCY = 16;
const COLD_TARGET_MS = 10;
const RSS_TARGET_MB = 300;

/** Site ranks drawn with probability proportional to 1/rank: a few hot sites and a long tail. */
function zipfSampler(count: number): () => number {
  const weights = Array.from({ length: count }, (_, rank) => 1 / (rank + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const cumulative: number[] = [];
  let sum = 0;
  for (const weight of weights) cumulative.push((sum += weight / total));
  return () => {
    const draw = Math.random();
    let low = 0;
    let high = count - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 1) < draw) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

async function seed(database: AppDatabase): Promise<void> {
  const now = new Date();
  await database.db.insertInto("users").values({ id: "benchowner", name: "Bench", email: "bench@example.com", status: "active", photoUrl: null, roles: [], created: now, updated: now }).execute();
  await database.db.insertInto("partners").values({ id: "benchowner", displayName: "Bench", company: null, created: now, updated: now }).execute();
  const owner = { userId: "benchowner", isAdmin: false };
  for (let site = 0; site < SITES; site += 1) {
    const projectId = `site${site}`;
    await createProject(database.db, owner, { name: `Site ${site}`, id: projectId, start: "starter" });
    for (let page = 1; page < PAGES; page += 1) await createPage(database.db, owner, { projectId, title: `Page ${page}`, slug: `page-${page}` });
    await publishProject(database.db, owner, { projectId, origin: "http://bench.test", cssBuilder: pageCssBuilder, libraryImages: libraryImageSources });
  }
}

async function benchmark(label: string, database: AppDatabase): Promise<boolean> {
  await migrateToLatest(database);
  const seedStarted = performance.now();
  await seed(database);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const site = await startPublishedSite(database, pino({ level: "silent" }), () => null, { cacheBytes: CACHE_MB * 1024 * 1024 });
  const server = http.createServer((request, response) =>
    site.handle(request, response, () => {
      response.writeHead(404);
      response.end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const nextSite = zipfSampler(SITES);
  const warm: number[] = [];
  const cold: number[] = [];
  let failures = 0;
  let maxRss = 0;
  const get = (projectId: string, page: number) =>
    new Promise<void>((resolve) => {
      const isCold = site.cache.peek(projectId) === undefined;
      const started = performance.now();
      const path = page === 0 ? `/${projectId}` : `/${projectId}/page-${page}`;
      http
        .get({ host: "127.0.0.1", port, path, agent, headers: { "Accept-Encoding": "br", "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0" } }, (response) => {
          response.resume();
          response.on("end", () => {
            if (response.statusCode !== 200) failures += 1;
            (isCold ? cold : warm).push(performance.now() - started);
            resolve();
          });
        })
        .on("error", () => ((failures += 1), resolve()));
    });
  let sent = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (sent < REQUESTS) {
        sent += 1;
        await get(`site${nextSite()}`, Math.floor(Math.random() * PAGES));
        if (sent % 1_000 === 0) maxRss = Math.max(maxRss, process.memoryUsage.rss());
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  maxRss = Math.max(maxRss, process.memoryUsage.rss());
  agent.destroy();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await site.stop();

  const all = [...warm, ...cold].sort((a, b) => a - b);
  cold.sort((a, b) => a - b);
  const coldP99 = percentile(cold, 0.99);
  const rssMb = maxRss / 1024 / 1024;
  console.log(`\n### ${label}: ${SITES} sites × ${PAGES} pages (seeded through createProject/createPage/publishProject in ${seedSeconds.toFixed(0)} s), cache bound ${CACHE_MB} MB, load average ${os.loadavg().map((value) => value.toFixed(1)).join(" ")}\n`);
  console.log("| requests | requests/s | p50 ms | p99 ms | hit rate | cold requests | cold p99 ms | cache held | max RSS MB | failures |");
  console.log("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  console.log(
    `| ${all.length} | ${Math.round(all.length / seconds)} | ${percentile(all, 0.5).toFixed(2)} | ${percentile(all, 0.99).toFixed(2)} | ${((warm.length / all.length) * 100).toFixed(1)} % | ${cold.length} | ${coldP99.toFixed(2)} | ${(site.cache.bytes / 1024 / 1024).toFixed(1)} MB in ${site.cache.projects} sites | ${rssMb.toFixed(0)} | ${failures} |`,
  );
  console.log(`\ncold-page p99 ${coldP99.toFixed(2)} ms (target < ${COLD_TARGET_MS}); max RSS ${rssMb.toFixed(0)} MB (target < ${RSS_TARGET_MB})`);
  return failures === 0 && coldP99 < COLD_TARGET_MS && rssMb < RSS_TARGET_MB;
}

await runOnBothDatabases(benchmark);
