import os from "node:os";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { createProject } from "~/features/projects/create-project.server";
import { createFixture, type Fixture } from "~/features/projects/test-fixtures";
import { LeadWriter, type NewLead } from "~/features/leads/lead-writer.server";
import { markLeadsNotSpam } from "~/features/leads/mark-lead-not-spam.server";
import { AppError } from "~/lib/app-error";
import { createWebhookEndpoint } from "./create-webhook-endpoint.server";
import { enqueueDeliveriesForLeads, enqueueLeadDeliveries, WEBHOOK_OUTBOX_CHANNEL } from "./enqueue-lead-deliveries.server";
import type { OutboundPolicy } from "./outbound-request.server";
import { sendDueDeliveries as sendDue, type DeliveryOptions } from "./send-due-deliveries.server";
import { createTestCa, documentedVerify, startReceiver, type TestCa, type TestReceiver } from "./test-fixtures";
import { WEBHOOK_DISABLED_REASON } from "./webhook-rules";

/** How many deliveries one round of the worker delivered. */
const sendDueDeliveries = async (...args: Parameters<typeof sendDue>) => (await sendDue(...args)).delivered;

describe.each(testDialects())("lead webhooks on %s", (dialect) => {
  let f: Fixture;
  let ca: TestCa;
  let receiver: TestReceiver;
  let writer: LeadWriter;
  let options: DeliveryOptions;
  const privateAllowed: OutboundPolicy = { allowHttp: false, allowPrivate: true, extraCa: [] };
  const config = { allowHttp: false, allowPrivate: true, caFile: undefined };

  beforeEach(async () => {
    f = await createFixture(dialect);
    await createProject(f.db, f.owner, { name: "Acme", id: "acme" });
    ca = createTestCa();
    receiver = await startReceiver(ca);
    writer = new LeadWriter(f.database);
    writer.addOutbox({ channel: WEBHOOK_OUTBOX_CHANNEL, enqueue: enqueueDeliveriesForLeads });
    options = { publicUrl: new URL("https://pagewright.example"), policy: { ...privateAllowed, extraCa: [ca.caPem] }, random: () => 0.5, timeoutMs: 400 };
  });
  afterEach(async () => {
    await receiver.stop();
    ca.remove();
    await f.database.close();
  });

  const lead = (key: string, spamReason: NewLead["spamReason"] = null): NewLead => ({
    projectId: "acme",
    sourceKind: "page",
    sourceSlug: "home",
    sourcePath: "/",
    sectionId: "contact1",
    fields: { name: "Ada Lovelace", email: "ada@example.com", custom: [{ id: "company", label: "Company", value: "Engines" }] },
    searchText: "ada",
    idempotencyKey: key,
    addressHash: "hash",
    created: new Date(),
    spamReason,
    mail: false,
  });
  const attemptsOf = async (deliveryId: string) =>
    f.db.selectFrom("webhookAttempts").select(["statusCode", "error", "responseSnippet", "durationMs"]).where("deliveryId", "=", deliveryId).orderBy("startedAt").execute();
  const onlyDelivery = async () => f.db.selectFrom("webhookDeliveries").selectAll().executeTakeFirstOrThrow();

  it("delivers a stored lead once, signed so that the documented snippet verifies it, with its fields, source, attribution and inbox link", async () => {
    const { secret } = await createWebhookEndpoint(f.db, f.owner, { projectId: "acme", url: receiver.url }, config);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const stored = await writer.write(lead("k1"));
    expect(await sendDueDeliveries(f.database, options)).toBe(1);
    expect(await sendDueDeliveries(f.database, options)).toBe(0);
    expect(receiver.received).toHaveLength(1);
    const [webhook] = receiver.received;
    const verify = await documentedVerify();
    expect(verify(secret, webhook!.headers, webhook!.body)).toBe(true);
    expect(verify(secret, webhook!.headers, webhook!.body.replace("Ada", "Eve"))).toBe(false);
    expect(verify(`whsec_${Buffer.alloc(24, 1).toString("base64")}`, webhook!.headers, webhook!.body)).toBe(false);
    expect(webhook!.headers["webhook-id"]).toMatch(new RegExp(`^msg_${stored.id}_ep_`));
    expect(JSON.parse(webhook!.body)).toMatchObject({
      type: "lead.created",
      data: {
        id: stored.id,
        projectId: "acme",
        projectName: "Acme",
        fields: { name: "Ada Lovelace", email: "ada@example.com", custom: { Company: "Engines" } },
        source: { kind: "page", slug: "home", path: "/", sectionId: "contact1" },
        attribution: { sourcePath: "/", utmSource: null, embeddedOn: null },
        inboxUrl: `https://pagewright.example/project/acme/leads?lead=${stored.id}`,
      },
    });
    expect((await onlyDelivery()).state).toBe("delivered");
    expect(await attemptsOf(webhook!.headers["webhook-id"]!)).toEqual([expect.objectContaining({ statusCode: 200, error: null, responseSnippet: "ok" })]);
  });

  it("delivers a lead sent through a module embedded on another site with the page that embedded it", async () => {
    await createWebhookEndpoint(f.db, f.owner, { projectId: "acme", url: receiver.url }, config);
    const embedded = { sourceKind: "module" as const, sourceSlug: "contact-block", sourcePath: "/contact-block/module", embeddedOn: "https://bakery.example/visit", embeddedHost: "bakery.example" };
    const stored = await writer.write({ ...lead("k-embedded"), ...embedded });
    expect(await sendDueDeliveries(f.database, options)).toBe(1);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({
      data: {
        id: stored.id,
        source: { kind: "module", slug: "contact-block", path: "/contact-block/module", sectionId: "contact1" },
        attribution: { sourcePath: "/contact-block/module", embeddedOn: "https://bakery.example/visit", embeddedHost: "bakery.example" },
      },
    });
  });

  it("gives a lead flagged as spam no delivery until the partner marks it not spam, then one, with its campaign", async () => {
    await createWebhookEndpoint(f.db, f.owner, { projectId: "acme", url: receiver.url }, config);
    const spam = await writer.write({ ...lead("k-spam", "honeypot"), utmSource: "newsletter", utmCampaign: "spring" });
    expect(await f.db.selectFrom("webhookDeliveries").selectAll().execute()).toEqual([]);
    const outboxes = [{ channel: WEBHOOK_OUTBOX_CHANNEL, enqueue: enqueueDeliveriesForLeads }];
    expect(await markLeadsNotSpam(f.database, f.owner, { projectId: "acme", leadIds: [spam.id], mail: false, outboxes })).toEqual([spam.id]);
    expect(await f.db.selectFrom("webhookDeliveries").select("leadId").execute()).toEqual([{ leadId: spam.id }]);
    // Enqueued again (a second "not spam", a retried request), it is still one delivery.
    await f.db.transaction().execute((trx) => enqueueLeadDeliveries(trx, { projectId: "acme", leadId: spam.id }));
    expect(await enqueueLeadDeliveries(f.db, { projectId: "other", leadId: spam.id })).toBe(0);
    expect(await f.db.selectFrom("webhookDeliveries").select("leadId").execute()).toEqual([{ leadId: spam.id }]);
    expect(await sendDueDeliveries(f.database, options)).toBe(1);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ data: { id: spam.id, attribution: { sourcePath: "/", utmSource: "newsletter", utmCampaign: "spring" } } });
  });

  it("tries again after 500s with growing waits, and the log shows every attempt", async () => {
    await createWebhookEndpoint(f.db, f.owner, { projectId: "acme", url: receiver.url }, config);
    let answers = 0;
    receiver.answer(() => (++answers <= 2 ? { status: 500, body: "down for maintenance" } : { status: 204 }));
    await writer.write(lead("k1"));
    const start = Date.now();
    const at = (seconds: number) => new Date(start + seconds * 1000);
    expect(await sendDueDeliveries(f.database, options, at(0))).toBe(0);
    expect(await sendDueDeliveries(f.database, options, at(9))).toBe(0);
    expect(receiver.received).toHaveLength(1);
    expect(await sendDueDeliveries(f.database, options, at(11))).toBe(0);
    expect(receiver.received).toHaveLength(2);
    expect(await sendDueDeliveries(f.database, options, at(11 + 59))).toBe(0);
    expect(await sendDueDeliveries(f.database, options, at(11 + 61))).toBe(1);
    const delivery = await onlyDelivery();
    expect(delivery).toMatchObject({ state: "delivered", attempts: 3 });
    expect(new Set(receiver.received.map((webhook) => webhook.headers["webhook-id"]))).toEqual(new Set([delivery.id]));
    expect(await attemptsOf(delivery.id)).toEqual([
      expect.objectContaining({ statusCode: 500, responseSnippet: "down for maintenance" }),
      expect.objectContaining({ statusCode: 500, responseSnippet: "down for maintenance" }),
      expect.objectContaining({ statusCode: 204, responseSnippet: "" }),
    ]);
  });

  it("counts an answer that does not come in time, and a redirect, as failed attempts and tries again", async () => {
    await createWebhookEndpoint(f.db, f.owner, { projectId: "acme", url: receiver.url }, config);
    let answers = 0;
    receiver.answer(() => (++answers === 1 ? "hang" : answers === 2 ? { status: 302 } : { status: 200 }));
    await writer.write(lead("k1"));
    const start = Date.now();
    await sendDueDeliveries(f.database, options, new Date(start));
    await sendDueDeliveries(f.database, options, new Date(start + 11_000));
    expect(await sendDueDeliveries(f.database, options, new Date(start + 11_000 + 61_000))).toBe(1);
    expect(receiver.received).toHaveLength(3);
    const attempts = await attemptsOf((await onlyDelivery()).id);
    expect(attempts.map((attempt) => [attempt.statusCode, attempt.error])).toEqual([[null, "No answer within 0.4 s"], [302, null], [200, null]]);
    expect(attempts[0]!.durationMs).toBeGreaterThanOrEqual(390);
  });

  it("stops at 410 Gone", async () => {
    await createWebhookEndpoint(f.db, f.owner, { projectId: "acme", url: receiver.url }, config);
    receiver.answer(() => ({ status: 410, body: "this zap is off" }));
    await writer.write(lead("k1"));
    const start = Date.now();
    await sendDueDeliveries(f.database, options, new Date(start));
    for (const days of [1, 2, 3, 4]) await sendDueDeliveries(f.database, options, new Date(start + days * 86_400_000));
    expect(receiver.received).toHaveLength(1);
    expect(await onlyDelivery()).toMatchObject({ state: "failed", attempts: 1 });
  });

  it("refuses private targets: a loopback address when the endpoint is saved, and a name resolving to loopback when it connects", async () => {
    const strict = { allowHttp: false, allowPrivate: false, caFile: undefined };
    for (const url of [receiver.url, "https://[::1]/hook", "https://169.254.169.254/latest", "https://10.0.0.8/x", "https://localhost/x", "http://example.com/hook"]) {
      const refused = await createWebhookEndpoint(f.db, f.owner, { projectId: "acme", url }, strict).catch((error: unknown) => error);
      expect(refused, url).toBeInstanceOf(AppError);
      expect((refused as AppError).status, url).toBe(400);
    }
    expect(await f.db.selectFrom("webhookEndpoints").selectAll().execute()).toEqual([]);
    // This machine's own name resolves to a loopback address (/etc/hosts): the URL passes, the connection may not.
    const host = os.hostname();
    await createWebhookEndpoint(f.db, f.owner, { projectId: "acme", url: `https://${host}:${receiver.port}/hooks/leads` }, strict);
    await writer.write(lead("k1"));
    await sendDueDeliveries(f.database, { ...options, policy: { ...options.policy, allowPrivate: false } });
    expect(receiver.received).toEqual([]);
    const [attempt] = await attemptsOf((await onlyDelivery()).id);
    expect(attempt).toMatchObject({ statusCode: null });
    expect(attempt!.error).toMatch(new RegExp(`^Refused: ${host} resolves to a non-public address \\(.+ is a loopback address\\)$`));
  });

  it("turns off an endpoint that has failed for 5 days and tells its owner once", async () => {
    const { id } = await createWebhookEndpoint(f.db, f.owner, { projectId: "acme", url: receiver.url }, config);
    receiver.answer(() => ({ status: 503 }));
    const told: string[] = [];
    const watched = { ...options, onEndpointDisabled: async (endpoint: { id: string }) => void told.push(endpoint.id) };
    await writer.write(lead("k1"));
    const start = Date.now();
    await sendDueDeliveries(f.database, watched, new Date(start));
    await f.db.updateTable("webhookEndpoints").set({ firstFailureAt: new Date(start - 5 * 86_400_000 - 1) }).execute();
    await sendDueDeliveries(f.database, watched, new Date(start + 11_000));
    expect(told).toEqual([id]);
    expect(await f.db.selectFrom("webhookEndpoints").select(["isEnabled", "disabledReason"]).executeTakeFirstOrThrow()).toEqual({ isEnabled: false, disabledReason: WEBHOOK_DISABLED_REASON });
    await writer.write(lead("k2"));
    expect(await f.db.selectFrom("webhookDeliveries").select("id").execute()).toHaveLength(1);
  });
});
