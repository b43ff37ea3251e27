// Publishes a reference landing page of 8 sections and measures, in one run: requests per second
// and latency of our server against nginx (same bytes from a file) and a plain node:http server
// (bytes in memory), the transferred bytes, publish time for 20 pages, and Lighthouse scores.
// Run: npm run build && npx tsx bench/published-page.ts   (BENCH_ROUNDS, BENCH_SECONDS, BENCH_LIGHTHOUSE=0)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { lighthouseScores } from "./lib/lighthouse-scores";
import type { LoadResult } from "./lib/load-generator";
import { startFastPathAlone, startNginx, startPlainNodeServer, type RunningReference } from "./lib/reference-servers";
import { startApp } from "./lib/app-process";
import { cpuPerRequestRatio, loadAverage, measureInRounds, perRound as perRoundOf, ratioLine as ratioText, requestsPerSecondRatio, resultsTable, type Target, VISITOR_HEADERS } from "./lib/alternating-rounds";
import { fetchBrotliPage, prepareReferenceProject, REFERENCE_PROJECT_ID, sameHeadersAs } from "./lib/reference-project";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-bench-"));
const app = await startApp(workDir);
const references: RunningReference[] = [];
try {
  const { publishMs } = await prepareReferenceProject(app, workDir);
  const pageUrl = `${app.url.replace("localhost", "127.0.0.1")}/${REFERENCE_PROJECT_ID}`;
  const brotli = await fetchBrotliPage(pageUrl);
  const html = await (await fetch(pageUrl, { headers: { "Accept-Encoding": "identity" } })).text();
  if (process.env.BENCH_SAVE_HTML) fs.writeFileSync(process.env.BENCH_SAVE_HTML, html);
  const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].reduce((sum, match) => sum + Buffer.byteLength(match[1] ?? ""), 0);
  const js = [...html.matchAll(/<script(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].reduce((sum, match) => sum + Buffer.byteLength(match[1] ?? ""), 0);

  const bodyFile = path.join(workDir, "www", "page.html.br");
  fs.mkdirSync(path.dirname(bodyFile), { recursive: true });
  fs.writeFileSync(bodyFile, brotli.body);
  const sameHeaders = sameHeadersAs(brotli);
  const nginx = await startNginx(workDir, bodyFile, sameHeaders);
  if (nginx) references.push(nginx);
  references.push(await startPlainNodeServer(bodyFile, sameHeaders));
  references.push(await startFastPathAlone(workDir, `/${REFERENCE_PROJECT_ID}`));

  const ours: Target = { name: "Pagewright (production build)", url: pageUrl, pids: [app.pid] };
  const loadAtStart = loadAverage();
  const results = await measureInRounds([ours, ...references.map((reference) => ({ ...reference, pids: [reference.pid] }))], { rounds: ROUNDS, seconds: SECONDS, connections: CONNECTIONS, headers: VISITOR_HEADERS });
  const loadAtEnd = loadAverage();

  const bare = references.find((reference) => reference.name.startsWith("node:http"));
  const nginxName = references.find((reference) => reference.name.startsWith("nginx"))?.name;
  const perRound = (name: string | undefined, figure: (ours: LoadResult, other: LoadResult) => number) => perRoundOf(results, ours.name, name, figure);
  const ratioLine = (label: string, ratios: number[], target: string) => console.log(ratioText(label, ratios, target));
  console.log(`\n## Published pages (${new Date().toISOString()}, ${os.cpus().length} cores, load average ${loadAtStart} at the start and ${loadAtEnd} at the end, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s, ${results.get(ours.name)?.[0]?.tool})\n`);
  for (const row of resultsTable(results)) console.log(row);
  console.log("");
  ratioLine("requests/s, ours / bare node:http", perRound(bare?.name, requestsPerSecondRatio), "at least 0.9");
  ratioLine("p99 latency, ours / bare node:http", perRound(bare?.name, (a, b) => a.p99Ms / b.p99Ms), "at most 1.5");
  // The server's own cost, which the load generator's share of the two cores does not move (bench/lib/process-cpu.ts).
  ratioLine("server CPU per request, bare node:http's / ours", perRound(bare?.name, cpuPerRequestRatio), "for comparison: the requests/s ratio a server that has a core to itself would reach");
  // What the production server does beyond the handler behind Node's HTTP server (decision 0049): the same handler alone, against bare node:http and against ours.
  const alone = references.find((reference) => reference.name.includes("alone"))?.name;
  ratioLine("requests/s, fast path alone / bare node:http", alone ? perRoundOf(results, alone, bare?.name, requestsPerSecondRatio) : [], "for comparison");
  ratioLine("requests/s, ours / fast path alone", perRound(alone, requestsPerSecondRatio), "for comparison");
  if (nginxName) {
    ratioLine("requests/s, ours / nginx", perRound(nginxName, requestsPerSecondRatio), "at least 0.8");
    ratioLine("p99 latency, ours / nginx", perRound(nginxName, (a, b) => a.p99Ms / b.p99Ms), "at most 2");
  } else console.log("nginx skipped: not installed (apt-get install -y nginx-light to include it).");
  console.log(`\nTransferred (brotli, images excluded): HTML+CSS+JS ${brotli.body.length} bytes (target < 20 KB); uncompressed HTML ${Buffer.byteLength(html)} bytes of which inline CSS ${css} bytes and JS ${js} bytes (target JS < 2 KB)`);
  console.log(`Publishing the 20-page project: ${Math.round(publishMs)} ms (target < 1000 ms)`);
  // BENCH_LIGHTHOUSE=0 leaves it out, to measure only the serving path.
  const lighthouse = process.env.BENCH_LIGHTHOUSE === "0" ? null : await lighthouseScores(pageUrl);
  if (lighthouse) console.log(`Lighthouse (mobile): performance ${lighthouse.performance}, accessibility ${lighthouse.accessibility}, best practices ${lighthouse["best-practices"]}, SEO ${lighthouse.seo}${lighthouse.failing.length ? `; audits below 1: ${lighthouse.failing.join(", ")}` : ""}`);
} finally {
  for (const reference of references) await reference.stop();
  await app.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}
