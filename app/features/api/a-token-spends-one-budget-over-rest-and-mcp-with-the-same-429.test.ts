import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import { createApiToken } from "./create-api-token.server";
import { API_SCOPES } from "./schema";

const LIMIT = 12;

/** Waits for a fresh clock minute when this one is nearly over, so every call below falls in one window. */
async function startOfAQuietWindow(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 25_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe.each(testDialects())("a token spends one budget over REST and MCP, refused alike with 429 and Retry-After, on %s", (dialect) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(dialect, { API_CALLS_PER_MINUTE: String(LIMIT) });
    await signInThroughLocalProvider(new BrowserLikeClient(server.url), { email: "ana@example.com", name: "Ana" });
    const user = await server.database.db.selectFrom("users").select("id").executeTakeFirstOrThrow();
    token = (await createApiToken(server.database.db, { userId: user.id, isAdmin: false }, { name: "agent", expiresInDays: 7, scopes: [...API_SCOPES] })).token;
  }, 120_000);
  afterAll(() => server.stop());

  it("MCP requests count against the REST calls of the same token, and over the limit both answer 429 with the same headers", async () => {
    await startOfAQuietWindow();
    const rest = () => fetch(`${server.url}/api/v1/projects`, { headers: { Authorization: `Bearer ${token}` } });
    const mcpAnswers: { status: number; headers: Headers; refusal: unknown }[] = [];
    const recording = async (input: string | URL, init?: RequestInit): Promise<Response> => {
      const response = await fetch(input, init);
      // The POSTs carry the JSON-RPC calls (a GET would be the client's event stream); a refusal's body is read here.
      if (init?.method === "POST") mcpAnswers.push({ status: response.status, headers: response.headers, refusal: response.status === 429 ? await response.clone().json() : null });
      return response;
    };
    const client = new Client({ name: "test-agent", version: "1" });
    try {
      const first = await rest();
      expect([first.status, first.headers.get("RateLimit-Limit"), first.headers.get("RateLimit-Remaining")]).toEqual([200, String(LIMIT), String(LIMIT - 1)]);
      await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), { requestInit: { headers: { Authorization: `Bearer ${token}` } }, fetch: recording }));
      expect((await client.callTool({ name: "list_projects", arguments: {} })).isError).toBeFalsy();
      // initialize, its notification and the tool call are POSTs; the client's event stream (a GET) may count too.
      const posts = mcpAnswers.length;
      expect(posts).toBeGreaterThanOrEqual(3);
      expect(Number(mcpAnswers.at(-1)?.headers.get("RateLimit-Remaining"))).toBeLessThanOrEqual(LIMIT - 1 - posts);
      const second = await rest();
      expect(Number(second.headers.get("RateLimit-Remaining"))).toBeLessThanOrEqual(LIMIT - 2 - posts);

      // Spend the rest over MCP; the call after the last allowed one is refused at the HTTP level.
      let refusal: unknown = null;
      for (let call = 0; call < LIMIT && refusal === null; call++) {
        try {
          await client.callTool({ name: "list_projects", arguments: {} });
        } catch (error) {
          refusal = error;
        }
      }
      expect(refusal).not.toBeNull();
      const refused = mcpAnswers.at(-1);
      expect(refused?.status).toBe(429);
      const retryAfter = Number(refused?.headers.get("Retry-After"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect([refused?.headers.get("RateLimit-Limit"), refused?.headers.get("RateLimit-Remaining"), refused?.headers.get("RateLimit-Reset")]).toEqual([String(LIMIT), "0", String(retryAfter)]);
      expect(refused?.refusal).toEqual({ error: "too_many_requests", message: expect.stringMatching(/try again in \d+ seconds/) });

      const restRefused = await rest();
      expect(restRefused.status).toBe(429);
      expect(Number(restRefused.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(restRefused.headers.get("RateLimit-Remaining")).toBe("0");
      expect(restRefused.headers.get("RateLimit-Limit")).toBe(String(LIMIT));
    } finally {
      await client.close();
    }
  }, 120_000);
});
