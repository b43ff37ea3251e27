// Lead capture with a webhook attached: 10,000 submissions from 50 concurrent clients through the
// production build on loopback, first with no endpoint, then (same run, fresh database) with one
// HTTPS endpoint on a loopback receiver trusted through WEBHOOK_CA_FILE. Capture with the webhook
// must keep at least 0.8 of the rate without it, and the receiver must get every lead exactly once.
// SQLite always; PostgreSQL when BENCH_DATABASE_URL is set. Run after `npm run build`:
// npx tsx bench/webhook-delivery.ts
import { randomBytes } from "node:crypto";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { openDatabase, type AppDatabase } from "../db/database";
import { freePort } from "../server/testing/free-ports";
import { createTestCa, startReceiver, type TestCa } from "../app/features/webhooks/test-fixtures";

const SUBMISSIONS = 10_000;
const CLIENTS = 50;
const REQUIRED_RATIO = 0.8;
const SECTIONS = [{ id: "contact1", type: "contact", variant: "default", props: { askPhone: true } }];

type Target = { name: string; databaseUrl?: string };

async function startServer(port: number, dataDir: string, databaseUrl: string | undefined, ca: TestCa): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["build/app-server/main.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? "",
      LOG_LEVEL: "error",
      LEAD_LIMIT_PER_ADDRESS: "1000000",
      LEAD_LIMIT_PER_PROJECT: "1000000",
      WEBHOOK_ALLOW_PRIVATE: "1",
      WEBHOOK_CA_FILE: ca.caFile,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then((answer) => answer.ok, () => false);
    if (healthy) return child;
    if (Date.now() > deadline) throw new Error("server did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A published project with one contact section, and optionally a webhook endpoint, written straight into the server's database. */
async function seed(database: AppDatabase, webhookUrl: string | null): Promise<void> {
  const now = new Date();
  const { db } = database;
  await db.insertInto("users").values({ id: "benchowner", name: "Bench", email: "bench@example.com", status: "active", photoUrl: null, roles: [], created: now, updated: now }).execute();
  await db.insertInto("partners").values({ id: "benchowner", displayName: "Bench", company: null, created: now, updated: now }).execute();
  const settings = { seoTitle: null, seoDescription: null, faviconAssetId: null, socialLinks: [], leadNotificationEmail: null };
  await db.insertInto("projects").values({ id: "loadtest", ownerId: "benchowner", name: "Load test", primaryColor: "#1d4ed8", homePageId: "page1", settings, livePublicationId: null, lastPublishedAt: null, created: now, updated: now }).execute();
  await db.insertInto("pages").values({ id: "page1", projectId: "loadtest", slug: "home", title: "Home", position: 0, sections: SECTIONS, seo: {}, version: 1, created: now, updated: now }).execute();
  await db.insertInto("publications").values({ id: "pub1", projectId: "loadtest", number: 1, publishedBy: "benchowner", created: now }).execute();
  const body = Buffer.from("<!doctype html><html><head></head><body></body></html>");
  for (const documentPath of ["", "home"]) {
    await db.insertInto("publishedDocuments").values({ publicationId: "pub1", path: documentPath, sourceKind: "page", sourceId: "page1", sourceVersion: 1, contentType: "text/html; charset=utf-8", etag: '"x"', csp: null, body, bodyBr: body, bodyGz: body, sections: SECTIONS }).execute();
  }
  await db.updateTable("projects").set({ livePublicationId: "pub1", lastPublishedAt: now }).where("id", "=", "loadtest").execute();
  if (webhookUrl) {
    await db
      .insertInto("webhookEndpoints")
      .values({ id: "ep_bench", projectId: "loadtest", url: webhookUrl, secret: `whsec_${randomBytes(24).toString("base64")}`, eventTypes: ["lead.created"], isEnabled: true, disabledReason: null, firstFailureAt: null, created: now, updated: now })
      .execute();
  }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

function submit(port: number, index: number): Promise<number> {
  const body = JSON.stringify({ sectionId: "contact1", idempotencyKey: `bench-${index}-${randomBytes(6).toString("hex")}`, name: `Visitor ${index}`, email: `visitor${index}@example.com`, message: `Load test message ${index}` });
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, path: "/api/leads/loadtest?from=home", method: "POST", agent, headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body), Origin: `http://127.0.0.1:${port}` } },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

async function freshDatabase(target: Target, dataDir: string): Promise<{ url: string | undefined; open: () => AppDatabase; drop: () => Promise<void> }> {
  if (!target.databaseUrl) return { url: undefined, open: () => openDatabase({ dialect: "sqlite", file: path.join(dataDir, "pagewright.db") }), drop: async () => undefined };
  const name = `webhook_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: target.databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(target.databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    open: () => openDatabase({ dialect: "postgres", url: url.href }),
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: target.databaseUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}

type RunResult = { perSecond: number; stored: number; received: number; uniqueReceived: number; deliverySeconds: number };

async function run(target: Target, ca: TestCa, withWebhook: boolean): Promise<RunResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-webhook-bench-"));
  const receiver = await startReceiver(ca);
  const { url, open, drop } = await freshDatabase(target, dataDir);
  const port = await freePort();
  const server = await startServer(port, dataDir, url, ca);
  const database = open();
  await seed(database, withWebhook ? receiver.url : null);
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let index = next++; index < SUBMISSIONS; index = next++) if ((await submit(port, index)) >= 300) failures += 1;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const perSecond = Math.round((SUBMISSIONS - failures) / seconds);
  const deadline = Date.now() + 10 * 60_000;
  while (withWebhook && new Set(receiver.received.map((webhook) => webhook.headers["webhook-id"])).size < SUBMISSIONS && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  const deliverySeconds = (performance.now() - started) / 1000;
  // Room for a second send of any of them, were there one.
  if (withWebhook) await new Promise((resolve) => setTimeout(resolve, 3_000));
  const stored = Number((await database.db.selectFrom("leads").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
  const received = receiver.received.length;
  const uniqueReceived = new Set(receiver.received.map((webhook) => webhook.headers["webhook-id"])).size;
  console.log(
    `${target.name} ${withWebhook ? "with a webhook" : "without webhooks"}: ${perSecond} leads/s (${failures} non-2xx), ${stored} stored` +
      (withWebhook ? `; ${received} deliveries received (${uniqueReceived} distinct) ${deliverySeconds.toFixed(1)} s after the first submission` : ""),
  );
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  await database.close();
  await receiver.stop();
  await drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { perSecond, stored, received, uniqueReceived, deliverySeconds };
}

async function main(): Promise<void> {
  const targets: Target[] = [{ name: "SQLite" }, ...(process.env.BENCH_DATABASE_URL ? [{ name: "PostgreSQL", databaseUrl: process.env.BENCH_DATABASE_URL }] : [])];
  const ca = createTestCa();
  let failed = false;
  console.log(`load average at start: ${os.loadavg().map((load) => load.toFixed(2)).join(" ")} on ${os.cpus().length} cores`);
  for (const target of targets) {
    const without = await run(target, ca, false);
    const withWebhook = await run(target, ca, true);
    const ratio = withWebhook.perSecond / without.perSecond;
    const exactlyOnce = withWebhook.received === SUBMISSIONS && withWebhook.uniqueReceived === SUBMISSIONS && withWebhook.stored === SUBMISSIONS;
    console.log(`${target.name}: ratio ${ratio.toFixed(2)} (needs ≥ ${REQUIRED_RATIO}); every lead delivered exactly once: ${exactlyOnce ? "yes" : "NO"}`);
    if (ratio < REQUIRED_RATIO || !exactlyOnce) failed = true;
  }
  console.log(`load average at end: ${os.loadavg().map((load) => load.toFixed(2)).join(" ")}`);
  ca.remove();
  agent.destroy();
  if (failed) process.exitCode = 1;
}

await main();
