import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { createProject } from "~/features/projects/create-project.server";
import { createFixture, type Fixture } from "~/features/projects/test-fixtures";
import { LeadWriter } from "~/features/leads/lead-writer.server";
import { createWebhookEndpoint } from "./create-webhook-endpoint.server";
import { enqueueDeliveriesForLeads, WEBHOOK_OUTBOX_CHANNEL } from "./enqueue-lead-deliveries.server";
import { DELIVERY_HISTORY_DAYS, purgeWebhookHistory } from "./purge-webhook-history.server";
import { sendDueDeliveries, type DeliveryOptions } from "./send-due-deliveries.server";
import { createTestCa, startReceiver, type TestCa, type TestReceiver, webhookTestLead } from "./test-fixtures";

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDialects())("the delivery log's history on %s", (dialect) => {
  let f: Fixture;
  let ca: TestCa;
  let receiver: TestReceiver;
  let writer: LeadWriter;
  let options: DeliveryOptions;

  beforeEach(async () => {
    f = await createFixture(dialect);
    await createProject(f.db, f.owner, { name: "Acme", id: "acme" });
    ca = createTestCa();
    receiver = await startReceiver(ca);
    writer = new LeadWriter(f.database);
    writer.addOutbox({ channel: WEBHOOK_OUTBOX_CHANNEL, enqueue: enqueueDeliveriesForLeads });
    options = { publicUrl: new URL("https://pagewright.example"), policy: { allowHttp: false, allowPrivate: true, extraCa: [ca.caPem] }, random: () => 0.5, timeoutMs: 400 };
    await createWebhookEndpoint(f.db, f.owner, { projectId: "acme", url: receiver.url }, { allowHttp: false, allowPrivate: true, caFile: undefined });
  });
  afterEach(async () => {
    await receiver.stop();
    ca.remove();
    await f.database.close();
  });

  const lead = (key: string) => webhookTestLead("acme", key);
  const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);
  const counts = async () => ({
    deliveries: (await f.db.selectFrom("webhookDeliveries").select("state").execute()).map((row) => row.state).sort(),
    attempts: (await f.db.selectFrom("webhookAttempts").select("id").execute()).length,
    leads: (await f.db.selectFrom("leads").select("id").execute()).length,
  });

  it("a delivered lead's delivery and attempts go 30 days after its last attempt; the lead stays in the inbox", async () => {
    await writer.write(lead("delivered"));
    expect((await sendDueDeliveries(f.database, options)).delivered).toBe(1);
    expect(await purgeWebhookHistory(f.db, daysFromNow(DELIVERY_HISTORY_DAYS - 1))).toBe(0);
    expect(await counts()).toEqual({ deliveries: ["delivered"], attempts: 1, leads: 1 });
    expect(await purgeWebhookHistory(f.db, daysFromNow(DELIVERY_HISTORY_DAYS + 1))).toBe(1);
    expect(await counts()).toEqual({ deliveries: [], attempts: 0, leads: 1 });
  });

  it("a delivery still waiting for its receiver is kept, however old, with every attempt", async () => {
    receiver.answer(() => ({ status: 503, body: "down" }));
    await writer.write(lead("waiting"));
    await sendDueDeliveries(f.database, options);
    expect(await counts()).toEqual({ deliveries: ["pending"], attempts: 1, leads: 1 });
    expect(await purgeWebhookHistory(f.db, daysFromNow(365))).toBe(0);
    expect(await counts()).toEqual({ deliveries: ["pending"], attempts: 1, leads: 1 });
  });

  it("age counts from the last attempt: an old delivery attempted today keeps its log, one untried for a year goes", async () => {
    await writer.write(lead("again"));
    await sendDueDeliveries(f.database, options);
    const [delivery] = await f.db.selectFrom("webhookDeliveries").select("id").execute();
    // Its first attempt was long ago: the delivery was made a year before this attempt.
    await f.db.updateTable("webhookDeliveries").set({ created: daysFromNow(-365) }).where("id", "=", delivery!.id).execute();
    await f.db.updateTable("webhookAttempts").set({ startedAt: daysFromNow(-365) }).execute();
    expect(await purgeWebhookHistory(f.db, new Date())).toBe(1);
    await writer.write(lead("recent"));
    await sendDueDeliveries(f.database, options);
    await f.db.updateTable("webhookDeliveries").set({ created: daysFromNow(-365) }).execute();
    expect(await purgeWebhookHistory(f.db, new Date())).toBe(0);
    expect(await counts()).toEqual({ deliveries: ["delivered"], attempts: 1, leads: 2 });
  });
});
