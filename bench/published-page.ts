// Publishes a reference landing page of 8 sections and measures, in one run: requests per second
// and latency of our server against nginx (same bytes from a file) and a plain node:http server
// (bytes in memory), the transferred bytes, publish time for 20 pages, and Lighthouse scores.
// Run: npm run build && npx tsx bench/published-page.ts   (BENCH_ROUNDS, BENCH_SECONDS, BENCH_LIGHTHOUSE=0)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../db/database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../server/testing/browser-like-client";
import { lighthouseScores } from "./lib/lighthouse-scores";
import { load, type LoadResult } from "./lib/load-generator";
import { startFastPathAlone, startNginx, startPlainNodeServer, type RunningReference } from "./lib/reference-servers";
import { startApp } from "./lib/app-process";

const REFERENCE_SECTIONS = ["hero", "feature-list", "logo-showcase", "pricing", "testimonial", "faq", "call-to-action", "contact"].map((type, index) => ({
  id: `reference${index}`,
  type,
  variant: "default",
  props: {},
}));
const SEO = { title: "Bench Bakery — fresh bread every morning", description: "Sourdough, pastries and cakes baked every morning in the heart of town. Order online or visit us." };
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;

async function prepareReferenceProject(app: { url: string }, dataDir: string) {
  const client = new BrowserLikeClient(app.url);
  await signInThroughLocalProvider(client, { email: "bench@example.com", name: "Bench" });
  const created = await client.request("/?index", {
    method: "POST",
    body: new URLSearchParams({ intent: "create-project", name: "Bench Bakery", id: "bench", primaryColor: "#1d4ed8", start: "blank" }),
  });
  if (created.status >= 400) throw new Error(`could not create the project: ${created.status}`);
  const database = openDatabase({ dialect: "sqlite", file: path.join(dataDir, "pagewright.db") });
  try {
    const project = await database.db.selectFrom("projects").select(["homePageId", "settings"]).where("id", "=", "bench").executeTakeFirstOrThrow();
    await database.db.updateTable("projects").set({ settings: { ...project.settings, seoTitle: SEO.title, seoDescription: SEO.description } }).where("id", "=", "bench").execute();
    await database.db.updateTable("pages").set({ sections: REFERENCE_SECTIONS, seo: SEO }).where("id", "=", project.homePageId ?? "").execute();
    const home = await database.db.selectFrom("pages").selectAll().where("id", "=", project.homePageId ?? "").executeTakeFirstOrThrow();
    const now = new Date();
    await database.db
      .insertInto("pages")
      .values(Array.from({ length: 19 }, (_, index) => ({ ...home, id: `benchpage${index}`, slug: `page-${index + 1}`, title: `Page ${index + 1}`, position: index + 1, created: now, updated: now })))
      .execute();
  } finally {
    await database.close();
  }
  const started = performance.now();
  const published = await client.request("/project/bench/publish", { method: "POST", body: new URLSearchParams({ intent: "publish" }) });
  const publishMs = performance.now() - started;
  if (!published.ok) throw new Error(`publish failed: ${published.status} ${await published.text()}`);
  return { publishMs };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const loadAverage = () => os.loadavg().map((value) => value.toFixed(1)).join(" ");

type Target = { name: string; url: string };

/**
 * Alternating rounds, each target once per round in a rotated order, so a change in the machine's
 * load (it is shared) falls on every target alike; the ratios are taken per round.
 */
async function measureInRounds(targets: Target[], headers: Record<string, string>): Promise<Map<string, LoadResult[]>> {
  const results = new Map<string, LoadResult[]>(targets.map((target) => [target.name, []]));
  for (const target of targets) await load(target.url, { connections: CONNECTIONS, seconds: 2, headers });
  for (let round = 0; round < ROUNDS; round += 1) {
    for (let turn = 0; turn < targets.length; turn += 1) {
      const target = targets[(round + turn) % targets.length];
      if (target) results.get(target.name)?.push(await load(target.url, { connections: CONNECTIONS, seconds: SECONDS, headers }));
    }
  }
  return results;
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-bench-"));
const app = await startApp(workDir);
const references: RunningReference[] = [];
try {
  const { publishMs } = await prepareReferenceProject(app, workDir);
  const pageUrl = `${app.url.replace("localhost", "127.0.0.1")}/bench`;
  const { request } = await import("node:http");
  const brotli = await new Promise<{ body: Buffer; headers: Record<string, string> }>((resolve, reject) => {
    request(pageUrl, { headers: { "Accept-Encoding": "br" } }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () => resolve({ body: Buffer.concat(chunks), headers: incoming.headers as Record<string, string> }));
    })
      .on("error", reject)
      .end();
  });
  const html = await (await fetch(pageUrl, { headers: { "Accept-Encoding": "identity" } })).text();
  if (process.env.BENCH_SAVE_HTML) fs.writeFileSync(process.env.BENCH_SAVE_HTML, html);
  const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].reduce((sum, match) => sum + Buffer.byteLength(match[1] ?? ""), 0);
  const js = [...html.matchAll(/<script(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].reduce((sum, match) => sum + Buffer.byteLength(match[1] ?? ""), 0);

  const bodyFile = path.join(workDir, "www", "page.html.br");
  fs.mkdirSync(path.dirname(bodyFile), { recursive: true });
  fs.writeFileSync(bodyFile, brotli.body);
  const served = ["content-type", "content-encoding", "etag", "cache-control", "vary", "content-security-policy", "x-content-type-options", "referrer-policy", "x-frame-options"];
  const sameHeaders = Object.fromEntries(served.filter((name) => brotli.headers[name]).map((name) => [name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase()), brotli.headers[name] ?? ""]));
  const nginx = await startNginx(workDir, bodyFile, sameHeaders);
  if (nginx) references.push(nginx);
  references.push(await startPlainNodeServer(bodyFile, sameHeaders));
  references.push(await startFastPathAlone(workDir, "/bench"));

  // A browser's User-Agent, as visitors send: the bot check runs on every page view.
  const headers = { "Accept-Encoding": "br", "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36" };
  const ours: Target = { name: "Pagewright fast path", url: pageUrl };
  const loadAtStart = loadAverage();
  const results = await measureInRounds([ours, ...references], headers);
  const loadAtEnd = loadAverage();

  const bare = references.find((reference) => reference.name.startsWith("node:http"));
  const nginxName = references.find((reference) => reference.name.startsWith("nginx"))?.name;
  const roundsOf = (name: string | undefined) => (name ? (results.get(name) ?? []) : []);
  const perRound = (name: string | undefined, figure: (ours: LoadResult, other: LoadResult) => number) =>
    roundsOf(ours.name).flatMap((result, round) => {
      const other = roundsOf(name)[round];
      return other ? [figure(result, other)] : [];
    });
  console.log(`\n## Published pages (${new Date().toISOString()}, ${os.cpus().length} cores, load average ${loadAtStart} at the start and ${loadAtEnd} at the end, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s, ${roundsOf(ours.name)[0]?.tool})\n`);
  console.log("| server | requests/s per round | median requests/s | median p50 ms | median p99 ms | errors |");
  console.log("|---|---|---:|---:|---:|---:|");
  for (const [name, rounds] of results) {
    const rps = rounds.map((result) => result.requestsPerSecond);
    console.log(`| ${name} | ${rps.map(Math.round).join(", ")} | ${Math.round(median(rps))} | ${median(rounds.map((result) => result.p50Ms)).toFixed(2)} | ${median(rounds.map((result) => result.p99Ms)).toFixed(2)} | ${rounds.reduce((sum, result) => sum + result.errors, 0)} |`);
  }
  const ratioLine = (label: string, ratios: number[], target: string) => console.log(`${label}: median ${median(ratios).toFixed(2)} (rounds: ${ratios.map((ratio) => ratio.toFixed(2)).join(", ")}; target ${target})`);
  console.log("");
  ratioLine("requests/s, ours / bare node:http", perRound(bare?.name, (a, b) => a.requestsPerSecond / b.requestsPerSecond), "at least 0.9");
  ratioLine("p99 latency, ours / bare node:http", perRound(bare?.name, (a, b) => a.p99Ms / b.p99Ms), "at most 1.5");
  // What sharing the process with the app costs: the same handler alone, against bare node:http and against ours.
  const alone = references.find((reference) => reference.name.includes("alone"))?.name;
  const perRoundOf = (name: string | undefined, other: string | undefined) =>
    roundsOf(name).flatMap((result, round) => {
      const reference = roundsOf(other)[round];
      return reference ? [result.requestsPerSecond / reference.requestsPerSecond] : [];
    });
  ratioLine("requests/s, fast path alone / bare node:http", perRoundOf(alone, bare?.name), "for comparison");
  ratioLine("requests/s, ours in the app / fast path alone", perRoundOf(ours.name, alone), "for comparison");
  if (nginxName) {
    ratioLine("requests/s, ours / nginx", perRound(nginxName, (a, b) => a.requestsPerSecond / b.requestsPerSecond), "at least 0.8");
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
