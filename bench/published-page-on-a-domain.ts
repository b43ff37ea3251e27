// Whether serving a published page by its domain (Host → project, then the domain's variant of the
// documents) costs throughput against the path-based address, in one run: the same home page
// loaded alternately as `/{id}` on the app's host and as `/` on the project's domain.
// Run: npm run build && npx tsx bench/published-page-on-a-domain.ts
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { openDatabase } from "../db/database";
import { HostMap } from "../server/custom-domains/host-map";
import { requestHostOf } from "../server/custom-domains/request-host";
import { BrowserLikeClient, signInThroughLocalProvider } from "../server/testing/browser-like-client";
import { rawRequest } from "../server/testing/raw-request";
import { startApp } from "./lib/app-process";
import { cpuPerRequestRatio, loadAverage, measureInRounds, median, perRound, ratioLine, requestsPerSecondRatio, resultsTable, type Target, VISITOR_HEADERS } from "./lib/alternating-rounds";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
const DOMAIN = "bench-bakery.test";

async function publishStarterProject(appUrl: string): Promise<void> {
  const client = new BrowserLikeClient(appUrl);
  await signInThroughLocalProvider(client, { email: "bench@example.com", name: "Bench" });
  const created = await client.request("/?index", { method: "POST", body: new URLSearchParams({ intent: "create-project", name: "Bench Bakery", id: "bench", start: "starter" }) });
  if (created.status >= 400) throw new Error(`could not create the project: ${created.status}`);
  const published = await client.request("/project/bench/publish", { method: "POST", body: new URLSearchParams({ intent: "publish" }) });
  if (!published.ok) throw new Error(`publish failed: ${published.status}`);
}

/** The domain as the domains feature leaves it once verified: primary, not yet active, so the path-based address keeps its own documents. */
async function addVerifiedDomain(dataDir: string): Promise<void> {
  const database = openDatabase({ dialect: "sqlite", file: path.join(dataDir, "pagewright.db") });
  const now = new Date();
  try {
    await database.db
      .insertInto("projectDomains")
      .values({ id: "benchdomain", projectId: "bench", host: DOMAIN, verificationToken: "bench", state: "verified", failureReason: null, isPrimary: true, checkFailures: 0, lastCheckedAt: now, nextCheckAt: null, verifiedAt: now, created: now, updated: now })
      .execute();
  } finally {
    await database.close();
  }
}

const LOOKUPS = 1_000_000;
const MAP_HOSTS = 10_000;

/** The lookup alone, in this process: a host map holding MAP_HOSTS domains, asked for a Host header as the server does per request. */
async function timeHostLookup(dataDir: string): Promise<{ nsPerLookup: number; hosts: number }> {
  const database = openDatabase({ dialect: "sqlite", file: path.join(dataDir, "pagewright.db") });
  try {
    const now = new Date();
    const rows = Array.from({ length: MAP_HOSTS - 1 }, (_, index) => ({ id: `benchextra${index}`, projectId: "bench", host: `shop-${index}.example`, verificationToken: "bench", state: "verified" as const, failureReason: null, isPrimary: false, checkFailures: 0, lastCheckedAt: now, nextCheckAt: null, verifiedAt: now, created: now, updated: now }));
    for (let start = 0; start < rows.length; start += 500) await database.db.insertInto("projectDomains").values(rows.slice(start, start + 500)).execute();
    const hosts = new HostMap(database.db, pino({ level: "silent" }));
    await hosts.reload();
    const requests = [`${DOMAIN}:443`, "shop-4711.example", "unknown.example", "www.shop-9.example"].map((host) => ({ rawHeaders: ["Host", host] }));
    let found = 0;
    const started = process.hrtime.bigint();
    for (let index = 0; index < LOOKUPS; index += 1) if (hosts.match(requestHostOf(requests[index % requests.length] ?? requests[0]!))) found += 1;
    const elapsed = Number(process.hrtime.bigint() - started);
    if (found === 0) throw new Error("no host was found");
    return { nsPerLookup: elapsed / LOOKUPS, hosts: hosts.size };
  } finally {
    await database.close();
  }
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-bench-domain-"));
let app = await startApp(workDir);
try {
  await publishStarterProject(app.url);
  // The host map is loaded at start (a running node hears DOMAINS_CHANNEL; this process is not it).
  await app.stop();
  await addVerifiedDomain(workDir);
  app = await startApp(workDir);
  const base = app.url.replace("localhost", "127.0.0.1");
  const port = new URL(base).port;
  const pathBased: Target = { name: "path-based (/bench on the app's host)", url: `${base}/bench`, pids: [app.pid], headers: { Host: `localhost:${port}` } };
  const hostBased: Target = { name: `host-based (/ on ${DOMAIN})`, url: `${base}/`, pids: [app.pid], headers: { Host: DOMAIN } };
  // The same path-based address a second time in every round: how far two measurements of the
  // same thing differ on this machine is the noise the host-based figure is judged against.
  const pathAgain: Target = { ...pathBased, name: "path-based again (the noise)" };
  const targets = [pathBased, hostBased, pathAgain];
  // The first request on the domain derives the domain's variant of the publication (decision 0023); the second finds it.
  const firstRequestsMs: number[] = [];
  for (const target of [pathBased, hostBased, pathBased, hostBased]) {
    const started = performance.now();
    const answer = await rawRequest(target.url, { method: "GET", headers: { ...VISITOR_HEADERS, ...target.headers } });
    firstRequestsMs.push(performance.now() - started);
    if (answer.status !== 200) throw new Error(`${target.name} answered ${answer.status}`);
  }
  const loadAtStart = loadAverage();
  const results = await measureInRounds(targets, { rounds: ROUNDS, seconds: SECONDS, connections: CONNECTIONS, headers: VISITOR_HEADERS });
  const pathRuns = results.get(pathBased.name) ?? [];
  console.log(`\n## Published page by domain (${new Date().toISOString()}, ${os.cpus().length} cores, load average ${loadAtStart} at the start and ${loadAverage()} at the end, ${CONNECTIONS} connections, ${ROUNDS} rotated rounds of ${SECONDS} s, ${pathRuns[0]?.tool})\n`);
  for (const row of resultsTable(results)) console.log(row);
  const [pathFirst = 0, hostFirst = 0, pathSecond = 0, hostSecond = 0] = firstRequestsMs;
  console.log(`\nFirst request after start: path-based ${pathFirst.toFixed(1)} ms (loads the publication), host-based ${hostFirst.toFixed(1)} ms (derives the domain's documents); second: ${pathSecond.toFixed(1)} ms and ${hostSecond.toFixed(1)} ms`);
  const lookup = await timeHostLookup(workDir);
  const requestNs = 1e9 / median(pathRuns.map((result) => result.requestsPerSecond));
  console.log(`Host lookup alone (${lookup.hosts} domains in the map, ${LOOKUPS} lookups): ${lookup.nsPerLookup.toFixed(0)} ns each, ${((lookup.nsPerLookup / requestNs) * 100).toFixed(3)} % of a request's ${Math.round(requestNs / 1000)} µs at the path-based median`);
  console.log(ratioLine("requests/s, host-based / path-based", perRound(results, hostBased.name, pathBased.name, requestsPerSecondRatio), "within the noise below"));
  console.log(ratioLine("requests/s, path-based again / path-based (the noise)", perRound(results, pathAgain.name, pathBased.name, requestsPerSecondRatio), "1"));
  console.log(ratioLine("server CPU per request, path-based's / host-based's", perRound(results, hostBased.name, pathBased.name, cpuPerRequestRatio), "within the noise below"));
  console.log(ratioLine("server CPU per request, path-based's / path-based again's (the noise)", perRound(results, pathAgain.name, pathBased.name, cpuPerRequestRatio), "1"));
} finally {
  await app.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}
