import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import { snapshot } from "../projects/test-fixtures";
import { createApiToken } from "./create-api-token.server";
import { API_SCOPES } from "./schema";

const misspelt = [{ id: "hero1", type: "hero", variant: "default", props: { titel: "Spring sale" } }];
const nested = [{ id: "plans1", type: "pricing", variant: "default", version: 2, props: { plans: [{ id: "p1", nmae: "Basic", price: "9" }] } }];
const MESSAGE = "Unknown field 'titel' in section hero; did you mean 'title'?";

describe.each(testDialects())("a section field the library does not know, on %s", (dialect) => {
  let server: TestServer;
  let owner: BrowserLikeClient;
  let token: string;
  let homePageId: string;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    owner = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(owner, { email: "ana@example.com", name: "Ana" });
    expect((await owner.request("/?index", { method: "POST", body: new URLSearchParams({ intent: "create-project", name: "Shop", id: "shop", start: "blank" }) })).status).toBe(303);
    const user = await server.database.db.selectFrom("users").select("id").where("email", "=", "ana@example.com").executeTakeFirstOrThrow();
    token = (await createApiToken(server.database.db, { userId: user.id, isAdmin: false }, { name: "agent", expiresInDays: 7, scopes: [...API_SCOPES] })).token;
    homePageId = (await server.database.db.selectFrom("pages").select("id").where("projectId", "=", "shop").where("slug", "=", "home").executeTakeFirstOrThrow()).id;
  }, 120_000);
  afterAll(async () => {
    await server.stop();
  });

  async function putSections(sections: unknown) {
    const page = await server.database.db.selectFrom("pages").select("version").where("id", "=", homePageId).executeTakeFirstOrThrow();
    return fetch(`${server.url}/api/v1/projects/shop/pages/home/sections`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", "If-Match": `"${page.version}"` },
      body: JSON.stringify({ sections }),
    });
  }

  it("is refused by the REST API with a 400 naming it and the field it resembles, and nothing is stored", async () => {
    const before = await snapshot(server.database.db);
    const answer = await putSections(misspelt);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(await answer.json())).toContain(MESSAGE);
    const inList = await putSections(nested);
    expect(inList.status).toBe(400);
    expect(JSON.stringify(await inList.json())).toContain("Unknown field 'nmae' in section pricing (in plans.0); did you mean 'name'?");
    expect(await snapshot(server.database.db)).toEqual(before);
    expect((await putSections([{ ...misspelt[0], props: { title: "Spring sale" } }])).status).toBe(200);
  });

  it("is refused by the MCP tools with an error naming it, and nothing is stored", async () => {
    const client = new Client({ name: "test-agent", version: "1" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), { requestInit: { headers: { Authorization: `Bearer ${token}` } } }));
    try {
      const before = await snapshot(server.database.db);
      for (const [name, args] of [
        ["update_sections", { projectId: "shop", slug: "home", sections: misspelt }],
        ["create_page", { projectId: "shop", title: "Spring", slug: "spring", sections: misspelt }],
      ] as const) {
        const answer = (await client.callTool({ name, arguments: args })) as { isError?: boolean; content: { text: string }[] };
        expect(answer.isError, name).toBe(true);
        expect(answer.content[0]?.text).toContain(MESSAGE);
      }
      expect(await snapshot(server.database.db)).toEqual(before);
    } finally {
      await client.close();
    }
  });

  it("is refused by the editor's save with a 400 naming it, and nothing is stored", async () => {
    const before = await snapshot(server.database.db);
    const page = await server.database.db.selectFrom("pages").select("version").where("id", "=", homePageId).executeTakeFirstOrThrow();
    const answer = await owner.request("/editor-save/shop", {
      method: "POST",
      body: new URLSearchParams({ kind: "page", documentId: homePageId, version: String(page.version), sections: JSON.stringify(misspelt) }),
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toContain(MESSAGE);
    expect(await snapshot(server.database.db)).toEqual(before);
  });
});
