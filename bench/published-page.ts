// Publishes a reference landing page of 8 sections and measures, in one run: requests per second
// and latency of our server against nginx (same bytes from a file) and a plain node:http server
// (bytes in memory), the transferred bytes, publish time for 20 pages, and Lighthouse scores.
// Run: npm run build && npx tsx bench/published-page.ts
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../db/database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../server/testing/browser-like-client";
import { lighthouseScores } from "./lib/lighthouse-scores";
import { load, type LoadResult } from "./lib/load-generator";
import { startNginx, startPlainNodeServer, type RunningReference } from "./lib/reference-servers";
import { startApp } from "./lib/app-process";

const REFERENCE_SECTIONS = ["hero", "feature-list", "logo-showcase", "pricing", "testimonial", "faq", "call-to-action", "contact"].map((type, index) => ({
  id: `reference${index}`,
  type,
  variant: "default",
  props: {},
}));
const SEO = { title: "Bench Bakery — fresh bread every morning", description: "Sourdough, pastries and cakes baked every morning in the heart of town. Order online or visit us." };
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
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

async function measure(target: { name: string; url: string }, headers: Record<string, string>): Promise<LoadResult & { name: string }> {
  await load(target.url, { connections: CONNECTIONS, seconds: 2, headers });
  return { name: target.name, ...(await load(target.url, { connections: CONNECTIONS, seconds: SECONDS, headers })) };
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

  const headers = { "Accept-Encoding": "br" };
  const results = [await measure({ name: "Pagewright fast path", url: pageUrl }, headers)];
  for (const reference of references) results.push(await measure(reference, headers));
  const lighthouse = await lighthouseScores(pageUrl);

  const ours = results[0];
  const nginxResult = results.find((result) => result.name.startsWith("nginx"));
  console.log(`\n## Published pages (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${CONNECTIONS} connections, ${SECONDS} s, ${ours?.tool})\n`);
  console.log("| server | requests/s | p50 ms | p99 ms | errors | ratio to nginx (rps) |");
  console.log("|---|---:|---:|---:|---:|---:|");
  for (const result of results) {
    const ratio = nginxResult ? (result.requestsPerSecond / nginxResult.requestsPerSecond).toFixed(2) : "n/a";
    console.log(`| ${result.name} | ${Math.round(result.requestsPerSecond)} | ${result.p50Ms.toFixed(2)} | ${result.p99Ms.toFixed(2)} | ${result.errors} | ${ratio} |`);
  }
  if (nginxResult && ours) {
    console.log(`\np99 latency, ours / nginx: ${(ours.p99Ms / nginxResult.p99Ms).toFixed(2)} (target at most 2)`);
    console.log(`requests/s, ours / nginx: ${(ours.requestsPerSecond / nginxResult.requestsPerSecond).toFixed(2)} (target at least 0.8)`);
  }
  console.log(`\nTransferred (brotli, images excluded): HTML+CSS+JS ${brotli.body.length} bytes (target < 20 KB); uncompressed HTML ${Buffer.byteLength(html)} bytes of which inline CSS ${css} bytes and JS ${js} bytes (target JS < 2 KB)`);
  console.log(`Publishing the 20-page project: ${Math.round(publishMs)} ms (target < 1000 ms)`);
  console.log(`Lighthouse (mobile): performance ${lighthouse.performance}, accessibility ${lighthouse.accessibility}, best practices ${lighthouse["best-practices"]}, SEO ${lighthouse.seo}${lighthouse.failing.length ? `; audits below 1: ${lighthouse.failing.join(", ")}` : ""}`);
} finally {
  for (const reference of references) await reference.stop();
  await app.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}
