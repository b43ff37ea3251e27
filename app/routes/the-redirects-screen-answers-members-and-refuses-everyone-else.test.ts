import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../server/testing/test-server";
import { createProject } from "~/features/projects/create-project.server";

describe.each(testDialects())("the redirects screen on %s", (dialect) => {
  let server: TestServer;
  let owner: BrowserLikeClient;
  let stranger: BrowserLikeClient;
  const redirects = () => server.database.db.selectFrom("projectRedirects").selectAll().execute();
  const add = (client: BrowserLikeClient, to: string) => client.request("/project/plum/settings/redirects", { method: "POST", body: new URLSearchParams({ intent: "add-redirect", from: "/old", to, status: "301" }) });

  beforeAll(async () => {
    server = await startTestServer(dialect);
    owner = new BrowserLikeClient(server.url);
    stranger = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(owner, { email: "plum@example.com", name: "Plum" });
    await signInThroughLocalProvider(stranger, { email: "stranger@example.com", name: "Stranger" });
    const user = await server.database.db.selectFrom("users").select("id").where("email", "=", "plum@example.com").executeTakeFirstOrThrow();
    await createProject(server.database.db, { userId: user.id, isAdmin: false }, { name: "Plum", id: "plum" });
  }, 180_000);
  afterAll(() => server.stop());

  it("shows the owner the screen, refuses another partner and anonymous visitors, and changes nothing for them or bad input", async () => {
    expect((await owner.request("/project/plum/settings/redirects")).status).toBe(200);
    expect((await stranger.request("/project/plum/settings/redirects")).status).toBe(404);
    expect((await add(stranger, "/new")).status).toBe(404);
    expect((await new BrowserLikeClient(server.url).request("/project/plum/settings/redirects")).status).toBeGreaterThanOrEqual(300);
    expect((await add(owner, "javascript:alert(1)")).status).toBe(400);
    expect(await redirects()).toEqual([]);
    expect((await add(owner, "/new")).status).toBe(303);
    expect((await redirects()).map((row) => [row.fromPath, row.toTarget])).toEqual([["/old", "/new"]]);
  });
});
