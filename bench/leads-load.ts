// Lead capture under load, through the production build on loopback: 10,000 submissions from 50
// concurrent clients, every 2xx must be exactly one stored lead. A second run SIGKILLs the server
// half-way, restarts it on the same data, and the clients retry with their idempotency keys: no
// acknowledged lead may be lost and none duplicated. SQLite always; PostgreSQL when
// BENCH_DATABASE_URL is set. The same clients first load a bare node:http server (the reference
// printed as a ratio). Run after `npm run build`: npx tsx bench/leads-load.ts
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { freePort } from "../server/testing/free-ports";
import { openDatabase, type AppDatabase } from "../db/database";

const SUBMISSIONS = 10_000;
const CLIENTS = 50;
const TARGET_PER_SECOND = 1_000;
const SECTIONS = [{ id: "contact1", type: "contact", variant: "default", props: { askPhone: true } }];

type Target = { name: string; databaseUrl?: string };
type Server = { child: ChildProcess; port: number };

function startServer(port: number, dataDir: string, databaseUrl: string | undefined): Promise<Server> {
  const child = spawn(process.execPath, ["build/app-server/main.js"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? "", LOG_LEVEL: "error", LEAD_LIMIT_PER_ADDRESS: "1000000", LEAD_LIMIT_PER_PROJECT: "1000000" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 30_000;
    const poll = () =>
      http
        .get({ host: "127.0.0.1", port, path: "/healthz" }, (response) => {
          response.resume();
          if (response.statusCode === 200) resolve({ child, port });
          else setTimeout(poll, 100);
        })
        .on("error", () => (Date.now() > deadline ? reject(new Error("server did not start")) : setTimeout(poll, 100)));
    poll();
  });
}

/** A published project with one contact section, written straight into the database the server uses. */
async function seed(database: AppDatabase): Promise<void> {
  const now = new Date();
  const { db } = database;
  await db.insertInto("users").values({ id: "benchowner", name: "Bench", email: "bench@example.com", status: "active", photoUrl: null, roles: [], created: now, updated: now }).execute();
  await db.insertInto("partners").values({ id: "benchowner", displayName: "Bench", company: null, created: now, updated: now }).execute();
  const settings = { seoTitle: null, seoDescription: null, faviconAssetId: null, socialLinks: [], leadNotificationEmail: null };
  await db.insertInto("projects").values({ id: "loadtest", ownerId: "benchowner", name: "Load test", primaryColor: "#1d4ed8", homePageId: "page1", settings, livePublicationId: null, lastPublishedAt: null, created: now, updated: now }).execute();
  await db.insertInto("pages").values({ id: "page1", projectId: "loadtest", slug: "home", title: "Home", position: 0, sections: SECTIONS, seo: {}, version: 1, created: now, updated: now }).execute();
  await db.insertInto("publications").values({ id: "pub1", projectId: "loadtest", number: 1, publishedBy: "benchowner", created: now }).execute();
  const body = Buffer.from("<!doctype html><html><head><style></style></head><body></body></html>");
  for (const documentPath of ["", "home"]) {
    await db.insertInto("publishedDocuments").values({ publicationId: "pub1", path: documentPath, sourceKind: "page", sourceId: "page1", sourceVersion: 1, contentType: "text/html; charset=utf-8", etag: '"x"', csp: null, body, bodyBr: body, bodyGz: body, sections: SECTIONS }).execute();
  }
  await db.updateTable("projects").set({ livePublicationId: "pub1", lastPublishedAt: now }).where("id", "=", "loadtest").execute();
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

function submit(port: number, key: string, index: number): Promise<number> {
  const body = JSON.stringify({ sectionId: "contact1", idempotencyKey: key, name: `Visitor ${index}`, email: `visitor${index}@example.com`, phone: "+44 20 7946 0000", message: `Load test message ${index}` });
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

/** Each client sends its share one after the other, retrying a submission (same key) until it gets an answer. */
async function runClients(getPort: () => number, onAck: (key: string) => void): Promise<{ failures: number }> {
  let next = 0;
  let failures = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let index = next++; index < SUBMISSIONS; index = next++) {
        const key = `bench-${index}-${randomBytes(6).toString("hex")}`;
        for (;;) {
          try {
            const status = await submit(getPort(), key, index);
            if (status >= 200 && status < 300) onAck(key);
            else failures += 1;
            break;
          } catch {
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        }
      }
    }),
  );
  return { failures };
}

async function openTarget(target: Target, dataDir: string): Promise<AppDatabase> {
  if (!target.databaseUrl) return openDatabase({ dialect: "sqlite", file: path.join(dataDir, "pagewright.db") });
  return openDatabase({ dialect: "postgres", url: target.databaseUrl });
}

async function storedKeys(database: AppDatabase): Promise<string[]> {
  const rows = await database.db.selectFrom("leads").select("idempotencyKey").where("projectId", "=", "loadtest").execute();
  return rows.map((row) => row.idempotencyKey);
}

function check(label: string, acknowledged: Set<string>, keys: string[]): { lost: number; duplicated: number } {
  const stored = new Set(keys);
  const lost = [...acknowledged].filter((key) => !stored.has(`c-${key}`)).length;
  const duplicated = keys.length - stored.size;
  console.log(`${label}: acknowledged ${acknowledged.size}, stored ${keys.length}, lost ${lost}, duplicated ${duplicated}`);
  return { lost, duplicated };
}

async function freshTarget(target: Target): Promise<{ target: Target; dataDir: string; cleanup: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-leads-bench-"));
  if (!target.databaseUrl) return { target, dataDir, cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  const name = `leads_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: target.databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(target.databaseUrl);
  url.pathname = `/${name}`;
  return {
    target: { ...target, databaseUrl: url.href },
    dataDir,
    cleanup: async () => {
      const cleaner = new pg.Client({ connectionString: target.databaseUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function steadyRun(base: Target): Promise<{ perSecond: number; lost: number; duplicated: number }> {
  const { target, dataDir, cleanup } = await freshTarget(base);
  const port = await freePort();
  const server = await startServer(port, dataDir, target.databaseUrl);
  const database = await openTarget(target, dataDir);
  await seed(database);
  const acknowledged = new Set<string>();
  const started = performance.now();
  const { failures } = await runClients(() => port, (key) => acknowledged.add(key));
  const seconds = (performance.now() - started) / 1000;
  const perSecond = Math.round(acknowledged.size / seconds);
  console.log(`${target.name}: ${SUBMISSIONS} submissions in ${seconds.toFixed(2)} s = ${perSecond} leads/s (${failures} non-2xx)`);
  const result = check(`${target.name} steady`, acknowledged, await storedKeys(database));
  server.child.kill("SIGTERM");
  await new Promise((resolve) => server.child.once("exit", resolve));
  await database.close();
  await cleanup();
  return { perSecond, ...result };
}

async function crashRun(base: Target): Promise<{ lost: number; duplicated: number; total: number }> {
  const { target, dataDir, cleanup } = await freshTarget(base);
  const port = await freePort();
  let server = await startServer(port, dataDir, target.databaseUrl);
  const database = await openTarget(target, dataDir);
  await seed(database);
  const acknowledged = new Set<string>();
  let killed = false;
  const restart = async () => {
    server.child.kill("SIGKILL");
    await new Promise((resolve) => server.child.once("exit", resolve));
    console.log(`${target.name}: SIGKILLed the server after ${acknowledged.size} acknowledgements; restarting`);
    server = await startServer(port, dataDir, target.databaseUrl);
  };
  let restarting: Promise<void> | undefined;
  await runClients(
    () => port,
    (key) => {
      acknowledged.add(key);
      if (!killed && acknowledged.size >= SUBMISSIONS / 2) {
        killed = true;
        restarting = restart();
      }
    },
  );
  await restarting;
  const keys = await storedKeys(database);
  const result = check(`${target.name} SIGKILL`, acknowledged, keys);
  server.child.kill("SIGTERM");
  await new Promise((resolve) => server.child.once("exit", resolve));
  await database.close();
  await cleanup();
  return { ...result, total: keys.length };
}

/**
 * The reference measured in the same run: a bare node:http server that reads and parses each
 * submission and answers at once, storing nothing. Ours / reference is the share of plain HTTP
 * throughput left after validation, spam checks and a durable commit.
 */
async function referenceRun(): Promise<number> {
  const port = await freePort();
  const script = `require("node:http").createServer((request, response) => {
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => { JSON.parse(Buffer.concat(chunks).toString("utf8")); response.writeHead(200, { "Content-Type": "application/json" }); response.end('{"ok":true}'); });
  }).listen(${port}, "127.0.0.1");`;
  const child = spawn(process.execPath, ["-e", script], { stdio: "ignore" });
  try {
    for (let attempt = 0; attempt < 100 && !(await submit(port, "probe-key-1", 0).then(() => true, () => false)); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    await runClients(() => port, () => undefined);
    const perSecond = Math.round(SUBMISSIONS / ((performance.now() - started) / 1000));
    console.log(`reference (bare node:http, parses and stores nothing): ${perSecond} submissions/s`);
    return perSecond;
  } finally {
    child.kill("SIGTERM");
  }
}

const reference = await referenceRun();
const targets: Target[] = [{ name: "SQLite" }];
const postgresUrl = process.env.BENCH_DATABASE_URL;
if (postgresUrl) targets.push({ name: "PostgreSQL", databaseUrl: postgresUrl });
let ok = true;
for (const target of targets) {
  const steady = await steadyRun(target);
  const crash = await crashRun(target);
  const fast = target.databaseUrl || steady.perSecond >= TARGET_PER_SECOND;
  const ratio = (steady.perSecond / reference).toFixed(2);
  console.log(`${target.name}: ${steady.perSecond} leads/s, ${ratio} of the bare HTTP reference (target ${TARGET_PER_SECOND} leads/s on SQLite) ${fast ? "ok" : "TOO SLOW"}; after SIGKILL ${crash.total} leads, lost ${crash.lost}, duplicated ${crash.duplicated}`);
  ok &&= Boolean(fast) && steady.lost + steady.duplicated + crash.lost + crash.duplicated === 0 && crash.total === SUBMISSIONS;
}
agent.destroy();
process.exit(ok ? 0 : 1);
