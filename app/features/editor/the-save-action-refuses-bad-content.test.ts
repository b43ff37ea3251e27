import { afterEach, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import { createModule } from "../projects/create-module.server";
import { createProject } from "../projects/create-project.server";
import { snapshot } from "../projects/test-fixtures";

const hero = { id: "s1", type: "hero", variant: "kale", props: { title: "Hello" } };

describe.each(testDialects())("the editor's save action on %s", (dialect) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  async function signedIn(running: TestServer, email: string) {
    const client = new BrowserLikeClient(running.url);
    await signInThroughLocalProvider(client, { email, name: email });
    const user = await running.database.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    return { client, actor: { userId: user.id, isAdmin: false } };
  }

  function save(client: BrowserLikeClient, projectId: string, fields: Record<string, string>) {
    return client.request(`/editor-save/${projectId}`, { method: "POST", body: new URLSearchParams(fields) });
  }

  it("refuses bad section content with a 4xx and a clear message, changing nothing", async () => {
    server = await startTestServer(dialect);
    const { client, actor } = await signedIn(server, "ed@example.com");
    const { homePageId } = await createProject(server.database.db, actor, { name: "Shop", id: "shop" });
    const footer = await createModule(server.database.db, actor, { projectId: "shop", name: "Footer", slug: "footer" });
    const before = await snapshot(server.database.db);

    const page = (sections: unknown) => ({ kind: "page", documentId: homePageId, version: "1", sections: JSON.stringify(sections) });
    const refusals: [Record<string, string>, RegExp][] = [
      [page([{ id: "a", type: "marquee", variant: "default", props: {} }]), /There is no section type "marquee"/],
      [page([{ ...hero, props: { title: "x".repeat(500) } }]), /Section 1 \(hero\): title: At most 120 characters/],
      [page([{ ...hero, props: { primaryAction: { label: "Go", href: "javascript:alert(1)" } } }]), /primaryAction\.href/],
      [page([{ ...hero, variant: "neon" }]), /Hero has no variant "neon"/],
      [page([{ id: "r1", type: "module-reference", variant: "default", props: {} }]), /Section 1 \(module-reference\)/],
      [page([hero, hero]), /Two sections have the same id/],
      [{ ...page([]), sections: "not json" }, /sections must be a list/i],
      [{ kind: "module", documentId: footer.id, version: "1", sections: JSON.stringify([{ id: "r1", type: "module-reference", variant: "default", props: { moduleId: footer.id } }]) }, /cannot contain another module/],
    ];
    for (const [fields, message] of refusals) {
      const answer = await save(client, "shop", fields);
      expect(answer.status, fields.sections).toBe(400);
      const body = (await answer.json()) as { ok: boolean; message: string };
      expect(body.ok).toBe(false);
      expect(body.message).toMatch(message);
    }
    expect(await snapshot(server.database.db)).toEqual(before);
  });

  it("names the refused field by section and path, so the editor can mark it with the server's message", async () => {
    server = await startTestServer(dialect);
    const { client, actor } = await signedIn(server, "ed3@example.com");
    const { homePageId } = await createProject(server.database.db, actor, { name: "Shop", id: "shop" });
    const sections = [{ ...hero, props: { title: "Hi", primaryAction: { label: "Go", href: "https://not a url" } } }];
    const answer = await save(client, "shop", { kind: "page", documentId: homePageId, version: "1", sections: JSON.stringify(sections) });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      ok: false,
      problems: [{ sectionId: "s1", path: ["primaryAction", "href"], message: expect.stringMatching(/^Use a page of this project/) as unknown }],
    });
  });

  it("answers a save without a session with 401 in its own terms, not the sign-in redirect", async () => {
    server = await startTestServer(dialect);
    const anonymous = new BrowserLikeClient(server.url);
    const answer = await save(anonymous, "shop", { kind: "page", documentId: "x", version: "1", sections: "[]" });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ ok: false, code: "SIGNED_OUT", message: "You were signed out: sign in again to save." });
    expect((await save(anonymous, "not-a-valid-id!", { kind: "page", documentId: "x", version: "1", sections: "[]" })).status).toBe(404);
  });

  it("saves valid content with its version, answers a stale version with 409 and the stored version, and hides other partners' projects", async () => {
    server = await startTestServer(dialect);
    const { client, actor } = await signedIn(server, "ed2@example.com");
    const { homePageId } = await createProject(server.database.db, actor, { name: "Shop", id: "shop" });
    const fields = { kind: "page", documentId: homePageId, version: "1", sections: JSON.stringify([{ ...hero, hidden: true }]) };

    const saved = await save(client, "shop", fields);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ ok: true, version: 2 });
    const stored = await server.database.db.selectFrom("pages").select("sections").where("id", "=", homePageId).executeTakeFirstOrThrow();
    expect(stored.sections).toEqual([{ ...hero, hidden: true }]);

    const stale = await save(client, "shop", fields);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ ok: false, code: "STALE_VERSION", storedVersion: 2 });

    const { client: other } = await signedIn(server, "other@example.com");
    const before = await snapshot(server.database.db);
    expect((await save(other, "shop", { ...fields, version: "2" })).status).toBe(404);
    expect(await snapshot(server.database.db)).toEqual(before);
  });
});
