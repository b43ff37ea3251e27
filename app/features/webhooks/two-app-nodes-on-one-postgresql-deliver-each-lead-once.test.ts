import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "../../../db/database";
import { createPostgresTestSchema } from "../../../db/test-database";
import { killHard, startAppProcess, waitForHealth, type AppProcess } from "../../../server/testing/app-process";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { freePort } from "../../../server/testing/free-ports";
import { createTestCa, publishStarterWithWebhook, seasonedLeadToken, sendLead, startReceiver, type TestCa, type TestReceiver } from "./test-fixtures";

const LEADS = 60;
const baseUrl = process.env.TEST_DATABASE_URL;

describe.runIf(baseUrl)("two app nodes on one PostgreSQL", () => {
  const nodes: AppProcess[] = [];
  const dataDirs: string[] = [];
  let ca: TestCa | undefined;
  let receiver: TestReceiver | undefined;
  let database: AppDatabase | undefined;
  let dropSchema: (() => Promise<void>) | undefined;

  afterAll(async () => {
    for (const node of nodes) await killHard(node);
    await receiver?.stop();
    await database?.close();
    ca?.remove();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    await dropSchema?.();
  });

  it(`deliver each of ${LEADS} leads sent to either node exactly once`, { timeout: 120_000 }, async () => {
    const schema = await createPostgresTestSchema();
    dropSchema = schema.drop;
    const url = schema.url;
    ca = createTestCa();
    receiver = await startReceiver(ca);
    const origins: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const port = await freePort();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-node-"));
      dataDirs.push(dataDir);
      const node = startAppProcess({
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: url,
        WEBHOOK_ALLOW_PRIVATE: "1",
        WEBHOOK_CA_FILE: ca.caFile,
        LEAD_LIMIT_PER_ADDRESS: "100000",
        LEAD_LIMIT_PER_PROJECT: "100000",
        LOG_LEVEL: "warn",
      });
      nodes.push(node);
      origins.push(`http://localhost:${port}`);
      // One at a time, so the second finds the database migrated.
      await waitForHealth(origins[index]!, node);
    }
    const [first, second] = origins as [string, string];
    const owner = new BrowserLikeClient(first);
    await signInThroughLocalProvider(owner, { email: "owner@example.com", name: "Owner" });
    const form = await publishStarterWithWebhook((to, body) => owner.request(to, { method: "POST", body: new URLSearchParams(body) }), first, "shop", receiver.url);
    const token = await seasonedLeadToken(first);
    const statuses = await Promise.all(Array.from({ length: LEADS }, (_, index) => sendLead(index % 2 === 0 ? first : second, form, token, index)));
    expect(statuses.every((status) => status === 200)).toBe(true);

    database = openDatabase({ dialect: "postgres", url: url, maxConnections: 2 });
    const db = database.db;
    const delivered = async () => Number((await db.selectFrom("webhookDeliveries").select((eb) => eb.fn.countAll<number>().as("n")).where("state", "=", "delivered").executeTakeFirstOrThrow()).n);
    const deadline = Date.now() + 60_000;
    while ((await delivered()) < LEADS && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    // Room for a second send of any of them, were there one.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await delivered()).toBe(LEADS);
    const ids = receiver.received.map((webhook) => webhook.headers["webhook-id"]);
    expect(ids).toHaveLength(LEADS);
    expect(new Set(ids).size).toBe(LEADS);
    const leadIds = receiver.received.map((webhook) => (JSON.parse(webhook.body) as { data: { id: string } }).data.id).sort();
    expect(leadIds).toEqual((await db.selectFrom("leads").select("id").orderBy("id").execute()).map((lead) => lead.id).sort());
    expect(await db.selectFrom("webhookAttempts").select("id").execute()).toHaveLength(LEADS);
  });
});
