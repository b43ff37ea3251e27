import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { loadConfig } from "../../../server/config";
import { createProject } from "~/features/projects/create-project.server";
import { createFixture, type Fixture } from "~/features/projects/test-fixtures";
import { LeadWriter } from "~/features/leads/lead-writer.server";
import { createWebhookEndpoint } from "./create-webhook-endpoint.server";
import { enqueueDeliveriesForLeads, WEBHOOK_OUTBOX_CHANNEL } from "./enqueue-lead-deliveries.server";
import { createTestCa, startReceiver, type TestCa, type TestReceiver, webhookTestLead } from "./test-fixtures";
import { startWebhookWorker, type WebhookWorker } from "./webhook-worker.server";

const until = async (check: () => boolean, ms: number): Promise<boolean> => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
};

// Two partners' real receivers on loopback: project A's never answers, project B's answers at once.
describe.each(testDialects())("a receiver that never answers, on %s", (dialect) => {
  let f: Fixture;
  let ca: TestCa;
  let hanging: TestReceiver;
  let answering: TestReceiver;
  let writer: LeadWriter;
  let worker: WebhookWorker | undefined;

  beforeEach(async () => {
    f = await createFixture(dialect);
    await createProject(f.db, f.owner, { name: "Slow partner", id: "slowpartner" });
    await createProject(f.db, f.owner, { name: "Quick partner", id: "quickpartner" });
    ca = createTestCa();
    hanging = await startReceiver(ca);
    hanging.answer(() => "hang");
    answering = await startReceiver(ca);
    writer = new LeadWriter(f.database);
    writer.addOutbox({ channel: WEBHOOK_OUTBOX_CHANNEL, enqueue: enqueueDeliveriesForLeads });
    const config = { allowHttp: false, allowPrivate: true, caFile: undefined };
    await createWebhookEndpoint(f.db, f.owner, { projectId: "slowpartner", url: hanging.url }, config);
    await createWebhookEndpoint(f.db, f.owner, { projectId: "quickpartner", url: answering.url }, config);
  });
  afterEach(async () => {
    // Closing the receivers ends the hanging requests, so the worker stops at once.
    await hanging.stop();
    await answering.stop();
    await worker?.stop();
    ca.remove();
    await f.database.close();
  });

  const lead = webhookTestLead;

  it("costs only its own project's queue: the other project's leads arrive within seconds, queued behind it or sent while it hangs", { timeout: 30_000 }, async () => {
    // A backlog for the hanging receiver, older than the other project's lead.
    for (let index = 0; index < 40; index += 1) await writer.write(lead("slowpartner", `slow-${index}`));
    const first = await writer.write(lead("quickpartner", "quick-1"));
    const env = { PUBLIC_URL: "https://pages.example.com", WEBHOOK_ALLOW_PRIVATE: "1", WEBHOOK_CA_FILE: ca.caFile, LOG_LEVEL: "silent" };
    worker = await startWebhookWorker(f.database, loadConfig(env), pino({ level: "silent" }));
    expect(await until(() => answering.received.length === 1, 3_000)).toBe(true);
    expect(JSON.parse(answering.received[0]!.body)).toMatchObject({ data: { id: first.id } });
    expect(hanging.received.length).toBeGreaterThan(0);

    // While the hanging receiver still holds its requests, a new lead of the other project goes out at once.
    const second = await writer.write(lead("quickpartner", "quick-2"));
    expect(await until(() => answering.received.length === 2, 3_000)).toBe(true);
    expect(JSON.parse(answering.received[1]!.body)).toMatchObject({ data: { id: second.id } });
    expect(await f.db.selectFrom("webhookAttempts").select("statusCode").where("statusCode", "is", null).execute()).toEqual([]);
  });
});
