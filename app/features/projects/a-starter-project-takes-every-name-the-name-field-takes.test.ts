import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import { NAME_MAX_LENGTH } from "~/lib/name-limits";

describe.each(testDialects())("a starter project takes every name the name field takes, on %s", (dialect) => {
  let server: TestServer;
  let owner: BrowserLikeClient;
  const post = (path: string, body: Record<string, string>) => owner.request(path, { method: "POST", body: new URLSearchParams(body) });
  // Letters and spaces only, so the name reads the same in the markup as it was typed.
  const longestName = `Bakery ${"x".repeat(NAME_MAX_LENGTH - 14)} Corner`;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    owner = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(owner, { email: "owner@example.com", name: "Owner" });
  });
  afterAll(() => server.stop());

  it("creates it with the whole name in the header, in the editor and on the published page", async () => {
    expect(longestName).toHaveLength(NAME_MAX_LENGTH);
    const created = await post("/?index", { intent: "create-project", name: longestName, id: "bakery", start: "starter" });
    expect(created.status).toBe(303);
    expect(created.headers.get("Location")).toBe("/project/bakery");
    const page = await server.database.db.selectFrom("pages").select("sections").where("projectId", "=", "bakery").executeTakeFirstOrThrow();
    expect(page.sections[0]).toMatchObject({ type: "header", props: { siteName: longestName } });

    const editor = await owner.request("/editor/bakery/home");
    expect(editor.status).toBe(200);
    expect(await editor.text()).toContain(`>${longestName}<`);

    expect((await post("/project/bakery/publish", { intent: "publish" })).status).toBe(200);
    const published = await new BrowserLikeClient(server.url).request("/bakery");
    expect(published.status).toBe(200);
    expect(await published.text()).toMatch(new RegExp(`<header[^>]*>.*>${longestName}<.*</header>`, "s"));
  });

  it("refuses one character more with the name field's message, creating nothing", async () => {
    const answer = await post("/?index", { intent: "create-project", name: `${longestName}s`, id: "toolong", start: "starter" });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain(`A project name can be at most ${NAME_MAX_LENGTH} characters.`);
    expect(await server.database.db.selectFrom("projects").select("id").where("id", "=", "toolong").executeTakeFirst()).toBeUndefined();
  });
});
