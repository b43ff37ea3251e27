import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "../../../db/database";
import { createPostgresTestSchema, testDialects } from "../../../db/test-database";
import { killHard, startAppProcess, waitForHealth, type AppProcess } from "../../../server/testing/app-process";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { freePort } from "../../../server/testing/free-ports";
import { createTestCa, documentedVerify, publishStarterWithWebhook, seasonedLeadToken, sendLead, startReceiver, type TestCa, type TestReceiver } from "./test-fixtures";

const until = async (what: string, check: () => Promise<boolean>, ms = 30_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe.each(testDialects())("a lead stored before the app is killed, on %s", (dialect) => {
  let app: AppProcess | undefined;
  let ca: TestCa;
  let receiver: TestReceiver | undefined;
  let database: AppDatabase | undefined;
  let dataDir: string;
  let dropSchema: (() => Promise<void>) | undefined;

  afterEach(async () => {
    if (app) await killHard(app);
    await receiver?.stop();
    await database?.close();
    ca.remove();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await dropSchema?.();
  });

  it("is delivered exactly once after a restart, signed with the endpoint's secret, over HTTPS trusted through WEBHOOK_CA_FILE", { timeout: 180_000 }, async () => {
    ca = createTestCa();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-crash-"));
    const [port, receiverPort] = [await freePort(), await freePort()];
    const origin = `http://localhost:${port}`;
    const schema = dialect === "postgres" ? await createPostgresTestSchema() : undefined;
    dropSchema = schema?.drop;
    const env = { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, WEBHOOK_ALLOW_PRIVATE: "1", WEBHOOK_CA_FILE: ca.caFile, ...(schema ? { DATABASE_URL: schema.url } : {}) };
    app = startAppProcess(env);
    await waitForHealth(origin, app);
    const owner = new BrowserLikeClient(origin);
    await signInThroughLocalProvider(owner, { email: "owner@example.com", name: "Owner" });
    // The receiver is not listening yet: the first attempt fails and the delivery waits for its retry.
    const form = await publishStarterWithWebhook((to, body) => owner.request(to, { method: "POST", body: new URLSearchParams(body) }), origin, "shop", `https://127.0.0.1:${receiverPort}/hooks/leads`);
    expect(await sendLead(origin, form, await seasonedLeadToken(origin), 1)).toBe(200);

    database = schema ? openDatabase({ dialect: "postgres", url: schema.url, maxConnections: 2 }) : openDatabase({ dialect: "sqlite", file: path.join(dataDir, "pagewright.db") });
    const db = database.db;
    const delivery = () => db.selectFrom("webhookDeliveries").select(["id", "state", "attempts"]).executeTakeFirst();
    await until("the first attempt to fail", async () => (await delivery())?.attempts === 1);
    await killHard(app);
    expect(await delivery()).toMatchObject({ state: "pending", attempts: 1 });

    receiver = await startReceiver(ca, receiverPort);
    app = startAppProcess(env);
    await waitForHealth(origin, app);
    await until("the delivery after the restart", async () => (await delivery())?.state === "delivered");
    // Room for a second send, were there one.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(receiver.received).toHaveLength(1);
    const lead = await db.selectFrom("leads").select("id").executeTakeFirstOrThrow();
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ type: "lead.created", data: { id: lead.id, fields: { name: "Visitor 1" } } });
    expect(receiver.received[0]!.headers["webhook-id"]).toBe((await delivery())?.id);
    const { secret } = await db.selectFrom("webhookEndpoints").select("secret").executeTakeFirstOrThrow();
    expect((await documentedVerify())(secret, receiver.received[0]!.headers, receiver.received[0]!.body)).toBe(true);
    const attempts = await db.selectFrom("webhookAttempts").select(["statusCode", "error"]).orderBy("startedAt").execute();
    expect(attempts).toEqual([{ statusCode: null, error: expect.stringMatching(/^Could not connect: connect ECONNREFUSED 127\.0\.0\.1:/) as unknown }, { statusCode: 200, error: null }]);
  });
});
