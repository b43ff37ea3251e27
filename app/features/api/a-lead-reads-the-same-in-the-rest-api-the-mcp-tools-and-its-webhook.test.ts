import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import { LeadWriter } from "~/features/leads/lead-writer.server";
import { enqueueDeliveriesForLeads, WEBHOOK_OUTBOX_CHANNEL } from "~/features/webhooks/enqueue-lead-deliveries.server";
import { createTestCa, startReceiver, type ReceivedWebhook, type TestCa, type TestReceiver } from "~/features/webhooks/test-fixtures";
import { openApiChecker } from "./api-test-fixtures";
import { createApiToken } from "./create-api-token.server";
import { API_SCOPES } from "./schema";

type Json = Record<string, unknown>;

const until = async (what: string, check: () => boolean, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

// A contact form with questions of its own and a consent box, as a partner builds it.
const CONTACT = {
  id: "contact1",
  type: "contact",
  variant: "default",
  props: {
    askPhone: true,
    customFields: [
      { id: "company", label: "Company" },
      { id: "budget", label: "Budget" },
    ],
    consentText: "You may contact me about my request.",
  },
};

describe.each(testDialects())("a lead in the REST API, the MCP tools and its webhook, on %s", (dialect) => {
  let server: TestServer;
  let ca: TestCa;
  let receiver: TestReceiver;
  let mcp: Client;
  let token: string;
  let owner: BrowserLikeClient;
  let endpointId: string;

  const api = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${server.url}/api/v1${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", ...init.headers } });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const webhookOf = (type: string): ReceivedWebhook | undefined => receiver.received.find((webhook) => (JSON.parse(webhook.body) as Json).type === type);

  beforeAll(async () => {
    ca = createTestCa();
    receiver = await startReceiver(ca);
    server = await startTestServer(dialect, { WEBHOOK_ALLOW_PRIVATE: "1", WEBHOOK_CA_FILE: ca.caFile });
    owner = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(owner, { email: "ana@example.com", name: "Ana" });
    expect((await owner.request("/?index", { method: "POST", body: new URLSearchParams({ intent: "create-project", name: "Shop", id: "shop", start: "blank" }) })).status).toBe(303);
    const { id: userId } = await server.database.db.selectFrom("users").select("id").executeTakeFirstOrThrow();
    token = (await createApiToken(server.database.db, { userId, isAdmin: false }, { name: "agent", expiresInDays: 7, scopes: [...API_SCOPES] })).token;
    mcp = new Client({ name: "test-agent", version: "1" });
    await mcp.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), { requestInit: { headers: { Authorization: `Bearer ${token}` } } }));
    const created = (await mcp.callTool({ name: "create_page", arguments: { projectId: "shop", title: "Contact", slug: "contact", sections: [CONTACT] } })) as { isError?: boolean; content: { text: string }[] };
    expect(created.isError, created.content[0]?.text).toBeFalsy();
    const webhook = await api("/projects/shop/webhooks", { method: "POST", body: JSON.stringify({ url: receiver.url }) });
    expect(webhook.status).toBe(201);
    endpointId = String(webhook.body.id);
  }, 120_000);
  afterAll(async () => {
    await mcp?.close();
    await server?.stop();
    await receiver?.stop();
    ca?.remove();
  });

  it("sends a test event with a sample lead holding every field of the project's form, its own questions by their labels", { timeout: 30_000 }, async () => {
    const queued = await owner.request("/project/shop/settings/integrations", { method: "POST", body: new URLSearchParams({ intent: "send-test", endpointId }) });
    expect(queued.status).toBeLessThan(400);
    await until("the test event", () => webhookOf("webhook.test") !== undefined);
    const { data } = JSON.parse(webhookOf("webhook.test")!.body) as { data: Json };
    expect(data).toMatchObject({
      id: "sample",
      projectId: "shop",
      projectName: "Shop",
      fields: {
        name: expect.any(String) as unknown,
        email: expect.stringMatching(/@/) as unknown,
        phone: expect.any(String) as unknown,
        message: expect.any(String) as unknown,
        consent: "You may contact me about my request.",
        custom: { Company: expect.any(String) as unknown, Budget: expect.any(String) as unknown },
      },
      source: { kind: "page", slug: "contact", path: "/contact", sectionId: "contact1" },
    });
  });

  it("has one shape everywhere, custom answers keyed by label and the page that embedded its module, as the OpenAPI document says", { timeout: 30_000 }, async () => {
    const writer = new LeadWriter(server.database);
    writer.addOutbox({ channel: WEBHOOK_OUTBOX_CHANNEL, enqueue: enqueueDeliveriesForLeads });
    const stored = await writer.write({
      projectId: "shop",
      sourceKind: "module",
      sourceSlug: "signup",
      sourcePath: "/signup/module",
      sectionId: "contact1",
      fields: { name: "Ada Lovelace", email: "ada@example.com", custom: [{ id: "company", label: "Company", value: "Analytical Engines" }], consent: "You may contact me about my request." },
      searchText: "ada",
      idempotencyKey: "one-shape",
      addressHash: "hash",
      created: new Date(),
      spamReason: null,
      mail: false,
      utmSource: "newsletter",
      embeddedOn: "https://bakery.example/visit",
      embeddedHost: "bakery.example",
    });
    await until("the lead's webhook", () => webhookOf("lead.created") !== undefined);
    const delivered = (JSON.parse(webhookOf("lead.created")!.body) as { data: Json }).data;

    const one = await api(`/projects/shop/leads/${stored.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      id: stored.id,
      projectId: "shop",
      status: "new",
      fields: { name: "Ada Lovelace", email: "ada@example.com", consent: "You may contact me about my request.", custom: { Company: "Analytical Engines" } },
      source: { kind: "module", slug: "signup", path: "/signup/module", sectionId: "contact1" },
      attribution: { sourcePath: "/signup/module", utmSource: "newsletter", embeddedOn: "https://bakery.example/visit", embeddedHost: "bakery.example", gclid: null },
      spamReason: null,
      inboxUrl: `${server.url}/project/shop/leads?lead=${stored.id}`,
    });
    const list = await api("/projects/shop/leads?status=all");
    expect(list.body.leads).toEqual([one.body]);
    const tool = (await mcp.callTool({ name: "list_leads", arguments: { projectId: "shop", status: "all" } })) as { content: { text: string }[] };
    expect((JSON.parse(tool.content[0]!.text) as { leads: Json[] }).leads).toEqual([one.body]);
    expect(delivered).toEqual({ ...one.body, projectName: "Shop" });

    const document = (await (await fetch(`${server.url}/api/v1/openapi.json`)).json()) as Json & { components: { schemas: Record<string, Json> }; webhooks: Record<string, unknown> };
    const checker = openApiChecker(document);
    checker.check("GET", `/projects/shop/leads/${stored.id}`, 200, one.body);
    checker.check("GET", "/projects/shop/leads", 200, list.body);
    expect(Object.keys(document.webhooks)).toEqual(["lead.created", "webhook.test"]);
    const event = z.fromJSONSchema(document.components.schemas.WebhookEvent as Parameters<typeof z.fromJSONSchema>[0]);
    for (const type of ["lead.created", "webhook.test"]) expect(event.safeParse(JSON.parse(webhookOf(type)!.body)).success, type).toBe(true);
  });
});
