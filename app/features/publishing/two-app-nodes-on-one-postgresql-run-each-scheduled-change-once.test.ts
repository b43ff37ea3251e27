import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "../../../db/database";
import { killHard, startAppProcess, type AppProcess } from "../../../server/testing/app-process";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { freePort } from "../../../server/testing/free-ports";

const CHANGES = 8;

/** Like waitForHealth, with the minute a node may need to start on a loaded machine. */
async function waitUntilHealthy(origin: string, node: AppProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (node.child.exitCode !== null) throw new Error(`server exited: ${node.output()}`);
    if (await fetch(`${origin}/healthz`).then((answer) => answer.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy: ${node.output()}`);
}
const baseUrl = process.env.TEST_DATABASE_URL;

describe.runIf(baseUrl)("two app nodes on one PostgreSQL", () => {
  const nodes: AppProcess[] = [];
  const dataDirs: string[] = [];
  let database: AppDatabase | undefined;
  let schema = "";

  afterAll(async () => {
    for (const node of nodes) await killHard(node);
    await database?.close();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    if (schema) {
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
  });

  it(`run each of ${CHANGES} scheduled publishes once, and one missed while both were down at the next start`, { timeout: 180_000 }, async () => {
    schema = `t_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const url = new URL(baseUrl ?? "");
    url.searchParams.set("options", `-c search_path=${schema}`);
    const ports = [await freePort(), await freePort()];
    const start = (index: number) => {
      const dataDir = dataDirs[index] ?? fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-node-"));
      dataDirs[index] = dataDir;
      const node = startAppProcess({ PORT: String(ports[index]), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: url.toString(), SCHEDULE_POLL_SECONDS: "1", LOG_LEVEL: "warn" });
      nodes.push(node);
      return node;
    };
    const origins = ports.map((port) => `http://localhost:${port}`);
    // One at a time, so the second finds the database migrated.
    await waitUntilHealthy(origins[0] ?? "", start(0));
    await waitUntilHealthy(origins[1] ?? "", start(1));
    const owner = new BrowserLikeClient(origins[0] ?? "");
    await signInThroughLocalProvider(owner, { email: "owner@example.com", name: "Owner" });
    const post = (to: string, body: Record<string, string>) => owner.request(to, { method: "POST", body: new URLSearchParams(body) });
    expect((await post("/?index", { intent: "create-project", name: "Shop", id: "shop", start: "starter" })).status).toBe(303);
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString().slice(0, 16);
    for (let index = 0; index < CHANGES; index += 1) {
      expect((await post("/project/shop", { intent: "schedule", target: "", change: "publish", localTime: inAnHour, timeZone: "UTC" })).status).toBe(303);
    }

    database = openDatabase({ dialect: "postgres", url: url.toString(), maxConnections: 2 });
    const db = database.db;
    const count = async (action: "ran-schedule" | "published") => (await db.selectFrom("projectActivity").select("details").where("action", "=", action).execute()).length;
    const until = async (check: () => Promise<boolean>) => {
      const deadline = Date.now() + 60_000;
      while (!(await check()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    };
    // The hour has passed, for both nodes at once.
    await db.updateTable("publishingSchedules").set({ runAt: new Date(Date.now() - 1000) }).execute();
    await until(async () => (await count("ran-schedule")) >= CHANGES);
    // Room for a second run of any of them, were there one.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await count("ran-schedule")).toBe(CHANGES);
    expect(await db.selectFrom("publishingSchedules").select("state").where("state", "!=", "done").execute()).toEqual([]);
    expect(await db.selectFrom("publications").select("number").execute()).toEqual([{ number: 1 }]);
    expect(await count("published")).toBe(1);
    expect((await fetch(`${origins[1]}/shop`)).status).toBe(200);

    // Both nodes go down; an unpublish comes due meanwhile; the first node to start runs it and says it ran late.
    for (const node of nodes) await killHard(node);
    const template = await db.selectFrom("publishingSchedules").selectAll().limit(1).executeTakeFirstOrThrow();
    await db
      .insertInto("publishingSchedules")
      .values({ ...template, id: "missed-while-down", action: "unpublish", runAt: new Date(Date.now() - 60_000), state: "pending", claimedUntilAt: null, ranAt: null, outcome: null })
      .execute();
    await waitUntilHealthy(origins[0] ?? "", start(0));
    await until(async () => (await count("ran-schedule")) > CHANGES);
    const missed = await db.selectFrom("projectActivity").select("details").where("action", "=", "ran-schedule").orderBy("id", "desc").limit(1).executeTakeFirstOrThrow();
    expect(missed.details).toMatchObject({ done: "unpublished the whole project", late: "1" });
    expect((await fetch(`${origins[0]}/shop`)).status).toBe(404);
  });
});
