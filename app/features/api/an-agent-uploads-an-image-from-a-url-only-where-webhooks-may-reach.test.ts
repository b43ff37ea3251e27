import http from "node:http";
import type { AddressInfo } from "node:net";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import { sampleImage } from "../assets/testing/sample-images";
import { createApiToken } from "./create-api-token.server";
import { API_SCOPES } from "./schema";

type ToolAnswer = { isError?: boolean; content: { type: string; text: string }[] };
const MAX_BYTES = 50_000;

/** A loopback server of images and of answers that are not images. */
async function startImageServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const png = await sampleImage(40, 30, "png");
  const server = http.createServer((request, response) => {
    if (request.url === "/flower.png") return response.writeHead(200, { "Content-Type": "image/png" }).end(png);
    if (request.url === "/moved.png") return response.writeHead(302, { Location: "/flower.png" }).end();
    if (request.url === "/page.html") return response.writeHead(200, { "Content-Type": "text/html" }).end("<p>hello</p>");
    if (request.url === "/fake.png") return response.writeHead(200, { "Content-Type": "image/png" }).end("not a png");
    if (request.url === "/huge.png") {
      response.writeHead(200, { "Content-Type": "image/png" });
      return response.end(Buffer.alloc(MAX_BYTES * 3));
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function agentOn(server: TestServer, scopes: readonly string[] = API_SCOPES): Promise<{ tool: (args: Record<string, unknown>) => Promise<ToolAnswer>; toolNames: () => Promise<string[]>; close: () => Promise<void> }> {
  const owner = new BrowserLikeClient(server.url);
  await signInThroughLocalProvider(owner, { email: "ana@example.com", name: "Ana" });
  if (!(await server.database.db.selectFrom("projects").select("id").where("id", "=", "shop").executeTakeFirst())) {
    expect((await owner.request("/?index", { method: "POST", body: new URLSearchParams({ intent: "create-project", name: "Shop", id: "shop", start: "blank" }) })).status).toBe(303);
  }
  const user = await server.database.db.selectFrom("users").select("id").where("email", "=", "ana@example.com").executeTakeFirstOrThrow();
  const token = (await createApiToken(server.database.db, { userId: user.id, isAdmin: false }, { name: "agent", expiresInDays: 7, scopes: [...scopes] as typeof API_SCOPES[number][] })).token;
  const client = new Client({ name: "test-agent", version: "1" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), { requestInit: { headers: { Authorization: `Bearer ${token}` } } }));
  return {
    tool: async (args) => (await client.callTool({ name: "upload_image_from_url", arguments: args })) as ToolAnswer,
    toolNames: async () => (await client.listTools()).tools.map((tool) => tool.name),
    close: () => client.close(),
  };
}

describe.each(testDialects())("an agent uploads an image from a URL only where webhooks may reach, on %s", (dialect) => {
  let images: Awaited<ReturnType<typeof startImageServer>>;
  beforeAll(async () => {
    images = await startImageServer();
  });
  afterAll(() => images.close());

  it("with the test setting that lets webhooks reach loopback, the image is fetched, checked and stored in the library", async () => {
    const server = await startTestServer(dialect, { MCP_UPLOAD_FROM_URL: "1", WEBHOOK_ALLOW_HTTP: "1", WEBHOOK_ALLOW_PRIVATE: "1", UPLOAD_MAX_BYTES: String(MAX_BYTES) });
    const agent = await agentOn(server);
    const readOnly = await agentOn(server, ["projects:read"]);
    try {
      const stored = await agent.tool({ projectId: "shop", url: `${images.url}/flower.png` });
      expect(stored.isError, stored.content[0]?.text).toBeFalsy();
      const asset = JSON.parse(stored.content[0]?.text ?? "{}") as { id: string; fileName: string; width: number; url: string };
      expect([asset.fileName, asset.width]).toEqual(["flower.png", 40]);
      expect((await fetch(new URL(asset.url, server.url))).status).toBe(200);
      const assets = () => server.database.db.selectFrom("assets").select("id").execute();
      expect(await assets()).toEqual([{ id: asset.id }]);
      for (const [path, message] of [
        ["/moved.png", /redirect/],
        ["/page.html", /text\/html, not an image/],
        ["/fake.png", /./],
        ["/huge.png", new RegExp(`larger than ${MAX_BYTES} bytes`)],
        ["/missing.png", /answered 404/],
      ] as const) {
        const refused = await agent.tool({ projectId: "shop", url: `${images.url}${path}` });
        expect(refused.isError, path).toBe(true);
        expect(refused.content[0]?.text, path).toMatch(message);
      }
      const withoutScope = await readOnly.tool({ projectId: "shop", url: `${images.url}/flower.png` });
      expect([withoutScope.isError, withoutScope.content[0]?.text]).toEqual([true, "This token does not have the assets:write scope."]);
      expect((await agent.tool({ projectId: "elsewhere", url: `${images.url}/flower.png` })).isError).toBe(true);
      expect(await assets()).toEqual([{ id: asset.id }]);
    } finally {
      await agent.close();
      await readOnly.close();
      await server.stop();
    }
  }, 120_000);

  it("without it, loopback, private and local addresses are refused before anything is fetched", async () => {
    const server = await startTestServer(dialect, { MCP_UPLOAD_FROM_URL: "1", WEBHOOK_ALLOW_HTTP: "1" });
    const agent = await agentOn(server);
    try {
      for (const url of [`${images.url}/flower.png`, "http://10.0.0.1/a.png", "http://169.254.169.254/latest", "http://localhost:1/a.png", "http://[::1]/a.png"]) {
        const refused = await agent.tool({ projectId: "shop", url });
        expect(refused.isError, url).toBe(true);
        expect(refused.content[0]?.text, url).toMatch(/private or local network/);
      }
      expect(await server.database.db.selectFrom("assets").select("id").execute()).toEqual([]);
    } finally {
      await agent.close();
      await server.stop();
    }
  }, 120_000);

  it("is not offered unless the installation turns it on, and then fetches nothing", async () => {
    const server = await startTestServer(dialect, { WEBHOOK_ALLOW_HTTP: "1", WEBHOOK_ALLOW_PRIVATE: "1" });
    const agent = await agentOn(server);
    try {
      const names = await agent.toolNames();
      expect(names).toContain("create_page");
      expect(names).not.toContain("upload_image_from_url");
      const refused = await agent.tool({ projectId: "shop", url: `${images.url}/flower.png` });
      expect(refused.isError).toBe(true);
      expect(await server.database.db.selectFrom("assets").select("id").execute()).toEqual([]);
    } finally {
      await agent.close();
      await server.stop();
    }
  }, 120_000);
});
