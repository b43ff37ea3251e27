// Whether a page under an A/B test costs throughput against the same page without one, in one
// run (target ≥ 0.95), and whether a variant adds any JavaScript (target: 0 bytes). Two projects
// made from the starter: "bench" with its home page under a running 50/50 test, "plain" without.
// Every request comes from one visitor, so each is assigned (a keyed hash) and served its variant;
// copy B has another hero title.
// Run: npm run build && npx tsx bench/published-page-under-an-experiment.ts
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { IncomingMessage } from "node:http";
import pino from "pino";
import { openDatabase } from "../db/database";
import { pageRequestOf } from "../server/published-site/page-request";
import { ExperimentVariants } from "../server/published-site/experiment-variants";
import type { ServedDocument } from "../server/published-site/published-site-cache";
import { EXPERIMENTS_DOCUMENT_PATH } from "../app/lib/published-experiments";
import { BrowserLikeClient, signInThroughLocalProvider } from "../server/testing/browser-like-client";
import { startApp } from "./lib/app-process";
import { lighthouseScores, type LighthouseScores } from "./lib/lighthouse-scores";
import { load, type LoadResult } from "./lib/load-generator";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

async function createAndPublish(client: BrowserLikeClient, id: string): Promise<void> {
  const created = await client.request("/?index", { method: "POST", body: new URLSearchParams({ intent: "create-project", name: `Bench ${id}`, id, start: "starter" }) });
  if (created.status >= 400) throw new Error(`could not create ${id}: ${created.status}`);
  const published = await client.request(`/project/${id}/publish`, { method: "POST", body: new URLSearchParams({ intent: "publish" }) });
  if (!published.ok) throw new Error(`publish of ${id} failed: ${published.status}`);
}

/** Gives copy B another hero title, where the editor saves it, so the two variants differ as in a real test. */
async function editCopyHeadline(testId: string): Promise<void> {
  const database = openDatabase({ dialect: "sqlite", file: path.join(workDir, "pagewright.db") });
  try {
    const copy = await database.db
      .selectFrom("experimentVariants")
      .innerJoin("pages", "pages.id", "experimentVariants.pageId")
      .select(["pages.id", "pages.sections"])
      .where("experimentVariants.experimentId", "=", testId)
      .where("experimentVariants.label", "=", "B")
      .executeTakeFirstOrThrow();
    const sections = copy.sections.map((section) => (section.type === "hero" ? { ...section, props: { ...section.props, title: "Warm bread, every morning" } } : section));
    await database.db.updateTable("pages").set({ sections, version: 2 }).where("id", "=", copy.id).execute();
  } finally {
    await database.close();
  }
}

/** Starts a 50/50 test of the home page through the A/B tests screen, as a partner does. */
async function startTest(client: BrowserLikeClient, appUrl: string, id: string): Promise<void> {
  const screen = await (await client.request(`/project/${id}/ab-tests`)).text();
  const pageId = /name="pageId"[^>]*value="([^"]+)"/.exec(screen)?.[1] ?? /value="([A-Za-z0-9]{20})"/.exec(screen)?.[1];
  if (!pageId) throw new Error("no page to test on the A/B tests screen");
  const created = await client.request(`/project/${id}/ab-tests`, { method: "POST", body: new URLSearchParams({ intent: "create-test", pageId, variants: "2", split: "", goal: "lead", goalUrl: "" }) });
  const testId = new URL(created.headers.get("location") ?? "", appUrl).searchParams.get("test");
  if (!testId) throw new Error(`could not create the test: ${created.status}`);
  await editCopyHeadline(testId);
  const started = await client.request(`/project/${id}/ab-tests`, { method: "POST", body: new URLSearchParams({ intent: "start-test", experimentId: testId }) });
  if (started.status !== 303) throw new Error(`could not start the test: ${started.status}`);
}

const CHOICES = 200_000;

/** The choice alone, in this process: what the fast path adds to a request for a page under test (a keyed hash and a set lookup). */
async function timeChoice(): Promise<number> {
  const database = openDatabase({ dialect: "sqlite", file: path.join(workDir, "pagewright.db") });
  const variants = new ExperimentVariants({ db: database.db, logger: pino({ level: "silent" }), addressOf: (request) => request.headers["x-forwarded-for"] as string });
  try {
    await variants.start();
    const document = (body: string): ServedDocument => ({ contentType: "text/html", etag: body, csp: null, sourceKind: "page", sourceId: null, body: Buffer.from(body), bodyBr: Buffer.alloc(0), bodyGz: Buffer.alloc(0) });
    const experiments = [{ id: "bench", paths: ["home", ""], goal: "lead", goalUrl: null, variants: [{ label: "A", weight: 50 }, { label: "B", weight: 50 }] }];
    const documents = new Map([["", document("a")], ["~b", document("b")], [EXPERIMENTS_DOCUMENT_PATH, document(JSON.stringify(experiments))]]);
    const requests = Array.from({ length: 1000 }, (_, index) => {
      const address = `10.0.${index >> 8}.${index & 255}`;
      return { method: "GET", headers: { "x-forwarded-for": address }, rawHeaders: ["User-Agent", CHROME, "X-Forwarded-For", address] } as unknown as IncomingMessage;
    });
    let b = 0;
    const started = process.hrtime.bigint();
    // As the fast path does: the request's headers are read once, then the variant is chosen.
    for (let index = 0; index < CHOICES; index += 1) {
      const request = requests[index % requests.length] ?? requests[0]!;
      if (variants.choose(documents, "", request, pageRequestOf(request)).key === "~b") b += 1;
    }
    const elapsed = Number(process.hrtime.bigint() - started);
    if (b === 0 || b === CHOICES) throw new Error("every choice was the same variant");
    return elapsed / CHOICES;
  } finally {
    await variants.stop();
    await database.close();
  }
}

function scriptBytes(html: string): number {
  return [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].reduce((sum, match) => sum + Buffer.byteLength(match[0]), 0);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-bench-experiment-"));
const app = await startApp(workDir);
try {
  const client = new BrowserLikeClient(app.url);
  await signInThroughLocalProvider(client, { email: "bench@example.com", name: "Bench" });
  await createAndPublish(client, "plain");
  await createAndPublish(client, "bench");
  await startTest(client, app.url, "bench");
  const base = app.url.replace("localhost", "127.0.0.1");
  const headers = { "Accept-Encoding": "br", "User-Agent": CHROME };
  const targets = [
    { name: "page without a test (/plain)", url: `${base}/plain` },
    { name: "page under an A/B test (/bench)", url: `${base}/bench` },
  ];

  // JavaScript: every variant's scripts against the page without a test, and no cookie.
  const plain = await fetch(`${base}/plain`, { headers: { "User-Agent": CHROME } });
  const plainScripts = scriptBytes(await plain.text());
  const variantScripts = new Map<string, number>();
  const variantVisitors = new Map<string, string>();
  for (let visitor = 0; visitor < 40; visitor += 1) {
    const answer = await fetch(`${base}/bench`, { headers: { "User-Agent": `${CHROME} visitor/${visitor}` } });
    if (answer.headers.get("set-cookie")) throw new Error("a page under test set a cookie");
    const html = await answer.text();
    // Each variant is its own document, with its own ETag.
    variantScripts.set(answer.headers.get("etag") ?? "?", scriptBytes(html));
    if (!variantVisitors.has(answer.headers.get("etag") ?? "?")) variantVisitors.set(answer.headers.get("etag") ?? "?", `${CHROME} visitor/${visitor}`);
  }
  if (variantScripts.size < 2) throw new Error("40 visitors all saw the same variant");

  for (const target of targets) await load(target.url, { connections: CONNECTIONS, seconds: 2, headers });
  const runs: LoadResult[][] = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    // Each round starts with the other page, so whatever the first run of a round leaves behind falls on both alike.
    for (let turn = 0; turn < targets.length; turn += 1) {
      const index = (round + turn) % targets.length;
      const target = targets[index];
      if (target) runs[index]?.push(await load(target.url, { connections: CONNECTIONS, seconds: SECONDS, headers }));
    }
  }
  const [plainRuns = [], testRuns = []] = runs;
  console.log(`\n## Published page under an A/B test (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, load ${os.loadavg().map((value) => value.toFixed(1)).join(" ")}, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s, ${plainRuns[0]?.tool})\n`);
  console.log("| page | requests/s per round | median requests/s | median p99 ms | errors |");
  console.log("|---|---|---:|---:|---:|");
  for (const [index, target] of targets.entries()) {
    const results = runs[index] ?? [];
    console.log(`| ${target.name} | ${results.map((result) => Math.round(result.requestsPerSecond)).join(", ")} | ${Math.round(median(results.map((result) => result.requestsPerSecond)))} | ${median(results.map((result) => result.p99Ms)).toFixed(2)} | ${results.reduce((sum, result) => sum + result.errors, 0)} |`);
  }
  const ratios = plainRuns.map((result, round) => (testRuns[round]?.requestsPerSecond ?? Number.NaN) / result.requestsPerSecond);
  const added = [...variantScripts.values()].map((bytes) => bytes - plainScripts);
  console.log(`\nScript bytes: page without a test ${plainScripts}; variants ${[...variantScripts].map(([etag, bytes]) => `${etag} ${bytes}`).join(", ")}; added: ${Math.max(...added)} bytes (target 0)`);
  console.log(`requests/s, under test / without: median ${median(ratios).toFixed(2)} (rounds: ${ratios.map((ratio) => ratio.toFixed(2)).join(", ")}; target ≥ 0.95)`);
  const choiceNs = await timeChoice();
  const requestNs = 1e9 / median(plainRuns.map((result) => result.requestsPerSecond));
  console.log(`Variant choice alone (${CHOICES} choices, 1,000 visitors): ${Math.round(choiceNs)} ns each, ${((choiceNs / requestNs) * 100).toFixed(2)} % of a request's ${Math.round(requestNs / 1000)} µs at the median without a test`);
  if (Math.max(...added) > 0) process.exitCode = 1;
  // Lighthouse on the page without a test and on each variant, as a visitor the test assigns to it (BENCH_LIGHTHOUSE=0 leaves it out).
  if (process.env.BENCH_LIGHTHOUSE !== "0") {
    const scoresOf = (scores: LighthouseScores) => `performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ${scores["best-practices"]}, SEO ${scores.seo}${scores.failing.length ? ` (below 1: ${scores.failing.join(", ")})` : ""}`;
    const withoutTest = await lighthouseScores(`${base}/plain`, { userAgent: CHROME });
    console.log(`Lighthouse (mobile), page without a test: ${scoresOf(withoutTest)}`);
    for (const [etag, userAgent] of variantVisitors) {
      const variant = await lighthouseScores(`${base}/bench`, { userAgent });
      const same = (["accessibility", "best-practices", "seo"] as const).every((category) => variant[category] === withoutTest[category]);
      console.log(`Lighthouse (mobile), variant ${etag}: ${scoresOf(variant)}; accessibility, best practices and SEO ${same ? "unchanged" : "CHANGED"}`);
      if (!same) process.exitCode = 1;
    }
  }
} finally {
  await app.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}
