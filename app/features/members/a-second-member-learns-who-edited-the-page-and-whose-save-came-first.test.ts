import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";

describe.each(testDialects())("two members editing one page on %s", (dialect) => {
  let server: TestServer;
  const owner = () => clients[0] as BrowserLikeClient;
  const editor = () => clients[1] as BrowserLikeClient;
  const clients: BrowserLikeClient[] = [];
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    for (const name of ["Olga", "Emil"]) {
      const client = new BrowserLikeClient(server.url);
      await signInThroughLocalProvider(client, { email: `${name.toLowerCase()}@example.com`, name });
      clients.push(client);
    }
    expect((await owner().request("/?index", { method: "POST", body: new URLSearchParams({ intent: "create-project", name: "Shop", id: "shop", start: "starter" }) })).status).toBe(303);
    const { id } = await db().selectFrom("users").select("id").where("email", "=", "emil@example.com").executeTakeFirstOrThrow();
    await db().insertInto("projectMembers").values({ projectId: "shop", userId: id, role: "editor", created: new Date() }).execute();
  });
  afterAll(() => server.stop());

  it("after the editor saved, the owner's editor says who is editing, and the owner's stale save names whose save came first", async () => {
    const page = await db().selectFrom("pages").select(["id", "version", "sections"]).where("projectId", "=", "shop").where("slug", "=", "home").executeTakeFirstOrThrow();
    const save = (client: BrowserLikeClient, sections: unknown[]) =>
      client.request("/editor-save/shop", { method: "POST", body: new URLSearchParams({ kind: "page", documentId: page.id, version: String(page.version), sections: JSON.stringify(sections) }) });
    expect((await save(editor(), page.sections.slice(1))).status).toBe(200);

    expect(await (await owner().request("/editor/shop/home")).text()).toContain("Emil edited this page a minute ago and may still be editing.");
    expect(await (await editor().request("/editor/shop/home")).text()).not.toContain("edited this page");

    const stale = await save(owner(), page.sections.slice(2));
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { message: string }).message).toBe("Emil saved this page first. Reload it to see their version, then make your change again.");
  });
});
