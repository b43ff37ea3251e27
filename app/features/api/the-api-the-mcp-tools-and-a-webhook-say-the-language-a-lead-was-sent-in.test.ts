import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import { CONTACT_SECTION, VALID_ANSWERS } from "~/features/leads/test-fixtures";
import { createProject } from "~/features/projects/create-project.server";
import { createTestCa, startReceiver, type TestCa, type TestReceiver } from "~/features/webhooks/test-fixtures";
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

describe.each(testDialects())("the API, the MCP tools and a webhook say the language a lead was sent in, on %s", (dialect) => {
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
  const dataOf = (type: string): Json | undefined => {
    const webhook = receiver.received.map((received) => JSON.parse(received.body) as { type: string; data: Json }).find((event) => event.type === type);
    return webhook?.data;
  };

  beforeAll(async () => {
    ca = createTestCa();
    receiver = await startReceiver(ca);
    server = await startTestServer(dialect, { WEBHOOK_ALLOW_PRIVATE: "1", WEBHOOK_CA_FILE: ca.caFile });
    owner = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(owner, { email: "boulanger@example.com", name: "Boulanger" });
    const { id: userId } = await server.database.db.selectFrom("users").select("id").executeTakeFirstOrThrow();
    await createProject(server.database.db, { userId, isAdmin: false }, { name: "Mie & Co", id: "mie", language: "fr" });
    token = (await createApiToken(server.database.db, { userId, isAdmin: false }, { name: "agent", expiresInDays: 7, scopes: [...API_SCOPES] })).token;
    mcp = new Client({ name: "test-agent", version: "1" });
    await mcp.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), { requestInit: { headers: { Authorization: `Bearer ${token}` } } }));
    const created = (await mcp.callTool({ name: "create_page", arguments: { projectId: "mie", title: "Contact", slug: "contact", sections: [CONTACT_SECTION] } })) as {
      isError?: boolean;
      content: { text: string }[];
    };
    expect(created.isError, created.content[0]?.text).toBeFalsy();
    expect((await api("/projects/mie/publish", { method: "POST" })).status).toBe(200);
    const webhook = await api("/projects/mie/webhooks", { method: "POST", body: JSON.stringify({ url: receiver.url }) });
    expect(webhook.status).toBe(201);
    endpointId = String(webhook.body.id);
  }, 120_000);
  afterAll(async () => {
    await mcp?.close();
    await server?.stop();
    await receiver?.stop();
    ca?.remove();
  });

  it("sends a lead from a French page to its webhook, the API and the MCP tool with language fr, as the OpenAPI document says", { timeout: 30_000 }, async () => {
    const sent = await new BrowserLikeClient(server.url).request("/api/leads/mie?from=contact", {
      method: "POST",
      body: new URLSearchParams({ ...VALID_ANSWERS, idempotencyKey: "language-webhook" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Accept-Language": "en-GB" },
    });
    expect(sent.status).toBe(303);
    await until("the lead's webhook", () => dataOf("lead.created") !== undefined);
    const delivered = dataOf("lead.created");
    expect(delivered).toMatchObject({ projectName: "Mie & Co", language: "fr", source: { slug: "contact" } });

    const list = await api("/projects/mie/leads?language=fr");
    expect(list.status).toBe(200);
    const [lead] = list.body.leads as Json[];
    expect(lead).toMatchObject({ language: "fr" });
    expect(delivered).toEqual({ ...lead, projectName: "Mie & Co" });
    expect((await api(`/projects/mie/leads/${String(lead?.id)}`)).body).toEqual(lead);
    const tool = (await mcp.callTool({ name: "list_leads", arguments: { projectId: "mie" } })) as { content: { text: string }[] };
    expect((JSON.parse(tool.content[0]!.text) as { leads: Json[] }).leads).toEqual([lead]);

    const document = (await (await fetch(`${server.url}/api/v1/openapi.json`)).json()) as Json & { components: { schemas: { Lead: { properties: Json; required: string[] } } } };
    expect(document.components.schemas.Lead.required).toContain("language");
    const checker = openApiChecker(document);
    checker.check("GET", "/projects/mie/leads", 200, list.body);
  });

  it("filters the API's leads by language and refuses a tag the list does not hold, naming the parameter", async () => {
    expect((await api("/projects/mie/leads?language=FR")).body.leads).toHaveLength(1);
    expect((await api("/projects/mie/leads?language=ar")).body.leads).toEqual([]);
    const refused = await api("/projects/mie/leads?language=klingon");
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error: "invalid",
      message: "Query parameter language: Use the tag of a listed language, such as fr or pt-BR.",
      fieldErrors: { language: "Use the tag of a listed language, such as fr or pt-BR." },
    });
  });

  it("gives the test event's sample lead the language of the project's first form", { timeout: 30_000 }, async () => {
    const queued = await owner.request("/project/mie/settings/integrations", { method: "POST", body: new URLSearchParams({ intent: "send-test", endpointId }) });
    expect(queued.status).toBeLessThan(400);
    await until("the test event", () => dataOf("webhook.test") !== undefined);
    expect(dataOf("webhook.test")).toMatchObject({ id: "sample", language: "fr", source: { slug: "contact" } });
  });
});
