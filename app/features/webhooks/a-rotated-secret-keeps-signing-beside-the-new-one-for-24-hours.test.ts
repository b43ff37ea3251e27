import { Webhook } from "standardwebhooks";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { createProject } from "~/features/projects/create-project.server";
import { createFixture, type Fixture } from "~/features/projects/test-fixtures";
import { LeadWriter } from "~/features/leads/lead-writer.server";
import { createWebhookEndpoint } from "./create-webhook-endpoint.server";
import { enqueueDeliveriesForLeads, WEBHOOK_OUTBOX_CHANNEL } from "./enqueue-lead-deliveries.server";
import { rotateWebhookSecret } from "./rotate-webhook-secret.server";
import { sendDueDeliveries, type DeliveryOptions } from "./send-due-deliveries.server";
import { createTestCa, documentedVerify, startReceiver, type ReceivedWebhook, type TestCa, type TestReceiver, webhookTestLead } from "./test-fixtures";

const HOUR = 3600 * 1000;

/** Whether the reference implementation of Standard Webhooks accepts the request with this secret. */
function referenceAccepts(secret: string, webhook: ReceivedWebhook): boolean {
  try {
    new Webhook(secret).verify(webhook.body, webhook.headers);
    return true;
  } catch {
    return false;
  }
}

describe.each(testDialects())("rotating a webhook's secret, on %s", (dialect) => {
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
    options = { publicUrl: new URL("https://pagewright.example"), policy: { allowHttp: false, allowPrivate: true, extraCa: [ca.caPem] }, random: () => 0.5, timeoutMs: 2_000 };
  });
  afterEach(async () => {
    await receiver.stop();
    ca.remove();
    await f.database.close();
  });

  const lead = (key: string) => webhookTestLead("acme", key);

  it("signs with the old and the new secret for 24 hours, both accepted by the reference library and the documented snippet, then with the new one only", async () => {
    const { id: endpointId, secret: old } = await createWebhookEndpoint(f.db, f.owner, { projectId: "acme", url: receiver.url }, { allowHttp: false, allowPrivate: true, caFile: undefined });
    const rotatedAt = new Date();
    const fresh = await rotateWebhookSecret(f.db, f.owner, { projectId: "acme", endpointId }, rotatedAt);
    expect(fresh).not.toBe(old);
    const stranger = `whsec_${Buffer.alloc(24, 7).toString("base64")}`;
    const verify = await documentedVerify();

    await writer.write(lead("during"));
    expect((await sendDueDeliveries(f.database, options, new Date(rotatedAt.getTime() + 23 * HOUR))).delivered).toBe(1);
    const during = receiver.received[0]!;
    expect(during.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/=]+ v1,[A-Za-z0-9+/=]+$/);
    for (const secret of [old, fresh]) {
      expect(referenceAccepts(secret, during), secret).toBe(true);
      expect(verify(secret, during.headers, during.body), secret).toBe(true);
    }
    expect(referenceAccepts(stranger, during)).toBe(false);

    await writer.write(lead("after"));
    expect((await sendDueDeliveries(f.database, options, new Date(rotatedAt.getTime() + 25 * HOUR))).delivered).toBe(1);
    const after = receiver.received[1]!;
    expect(after.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
    expect(referenceAccepts(fresh, after)).toBe(true);
    expect(referenceAccepts(old, after)).toBe(false);
    expect(verify(old, after.headers, after.body)).toBe(false);
  });

  it("keeps only the latest two secrets signing when it is rotated twice within the overlap", async () => {
    const { id: endpointId, secret: first } = await createWebhookEndpoint(f.db, f.owner, { projectId: "acme", url: receiver.url }, { allowHttp: false, allowPrivate: true, caFile: undefined });
    const second = await rotateWebhookSecret(f.db, f.owner, { projectId: "acme", endpointId });
    const third = await rotateWebhookSecret(f.db, f.owner, { projectId: "acme", endpointId });
    await writer.write(lead("twice"));
    expect((await sendDueDeliveries(f.database, options)).delivered).toBe(1);
    const [webhook] = receiver.received;
    expect([first, second, third].map((secret) => referenceAccepts(secret, webhook!))).toEqual([false, true, true]);
  });
});
