import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import { snapshot } from "../projects/test-fixtures";
import { INVITATION_EXPIRED_MESSAGE, INVITATION_GONE_MESSAGE, OWNER_LEAVES_MESSAGE, OWNER_ROLE_MESSAGE } from "./member-messages";

const html = (text: string) => text.replaceAll("'", "&#x27;");

describe.each(testDialects())("invitations, roles and the transfer of ownership on %s", (dialect) => {
  let server: TestServer;
  const owner = () => clients.get("owner@example.com") as BrowserLikeClient;
  const clients = new Map<string, BrowserLikeClient>();
  const db = () => server.database.db;
  const members = "/project/shop/members";
  const post = (client: BrowserLikeClient, path: string, body: Record<string, string>) => client.request(path, { method: "POST", body: new URLSearchParams(body) });
  const userId = async (email: string) => (await db().selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
  const roleOf = async (email: string) => (await db().selectFrom("projectMembers").select("role").where("projectId", "=", "shop").where("userId", "=", await userId(email)).executeTakeFirst())?.role;

  async function person(email: string): Promise<BrowserLikeClient> {
    const client = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(client, { email, name: email.split("@")[0] ?? email });
    clients.set(email, client);
    return client;
  }

  async function invite(email: string, role: string): Promise<string> {
    const answer = await post(owner(), members, { intent: "invite", email, role });
    expect(answer.status).toBe(200);
    const token = /\/invitation\?token=([A-Za-z0-9]+)/.exec(await answer.text())?.[1];
    expect(token).toBeDefined();
    return token ?? "";
  }
  const accept = (client: BrowserLikeClient, token: string) => post(client, "/invitation", { token });

  beforeAll(async () => {
    server = await startTestServer(dialect);
    await person("owner@example.com");
    expect((await post(owner(), "/?index", { intent: "create-project", name: "Shop", id: "shop", start: "blank" })).status).toBe(303);
  });
  afterAll(() => server.stop());

  it("a person not signed up yet signs in from the link and joins with the invited role; the link then is used up", async () => {
    const token = await invite("New.Person@Example.com", "editor");
    const stranger = new BrowserLikeClient(server.url);
    const opened = await stranger.request(`/invitation?token=${token}`);
    expect(opened.status).toBe(302);
    expect(opened.headers.get("Location")).toBe(`/signin?${new URLSearchParams({ redirectTo: `/invitation?token=${token}` })}`);
    const newcomer = await person("new.person@example.com");
    expect(await (await newcomer.request(`/invitation?token=${token}`)).text()).toContain("invited you as editor");
    const accepted = await accept(newcomer, token);
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get("Location")).toBe("/project/shop");
    expect(await roleOf("new.person@example.com")).toBe("editor");

    const before = await snapshot(db());
    const reused = await accept(newcomer, token);
    expect(reused.status).toBe(404);
    expect(await reused.text()).toContain(html(INVITATION_GONE_MESSAGE));
    expect(await snapshot(db())).toEqual(before);
  });

  it("refuses a signed-in person whose address is not the invited one, and keeps the invitation for the right person", async () => {
    const token = await invite("viewer@example.com", "viewer");
    const wrong = await person("someone.else@example.com");
    const before = await snapshot(db());
    const refused = await accept(wrong, token);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("This invitation was sent to another e-mail address");
    expect(await snapshot(db())).toEqual(before);
    expect((await accept(await person("viewer@example.com"), token)).status).toBe(303);
    expect(await roleOf("viewer@example.com")).toBe("viewer");
  });

  it("refuses an expired link and a revoked one, changing nothing", async () => {
    const client = await person("late@example.com");
    const expired = await invite("late@example.com", "leads");
    await db().updateTable("projectInvitations").set({ expiresAt: new Date(Date.now() - 1000) }).where("email", "=", "late@example.com").execute();
    let before = await snapshot(db());
    const tooLate = await accept(client, expired);
    expect(tooLate.status).toBe(400);
    expect(await tooLate.text()).toContain(html(INVITATION_EXPIRED_MESSAGE));
    expect(await snapshot(db())).toEqual(before);

    const revoked = await invite("late@example.com", "leads");
    const { id } = await db().selectFrom("projectInvitations").select("id").where("email", "=", "late@example.com").executeTakeFirstOrThrow();
    expect((await post(owner(), members, { intent: "revoke", invitationId: id })).status).toBe(303);
    before = await snapshot(db());
    expect((await accept(client, revoked)).status).toBe(404);
    expect(await snapshot(db())).toEqual(before);
    expect(await roleOf("late@example.com")).toBeUndefined();
  });

  it("re-inviting replaces the old link", async () => {
    const client = await person("twice@example.com");
    const first = await invite("twice@example.com", "viewer");
    const second = await invite("twice@example.com", "leads");
    expect((await accept(client, first)).status).toBe(404);
    const accepted = await accept(client, second);
    expect(accepted.headers.get("Location")).toBe("/project/shop/leads");
    expect(await roleOf("twice@example.com")).toBe("leads");
  });

  it("of two acceptances of one link at once, exactly one succeeds", async () => {
    const client = await person("racer@example.com");
    const token = await invite("racer@example.com", "editor");
    const answers = await Promise.all([accept(client, token), accept(client, token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 404]);
    expect(await db().selectFrom("projectMembers").select("role").where("userId", "=", await userId("racer@example.com")).execute()).toEqual([{ role: "editor" }]);
  });

  it("the owner can neither demote themself nor leave; a member can leave", async () => {
    const before = await snapshot(db());
    const demoted = await post(owner(), members, { intent: "change-role", userId: await userId("owner@example.com"), role: "viewer" });
    expect(demoted.status).toBe(403);
    expect(await demoted.text()).toContain(html(OWNER_ROLE_MESSAGE));
    const left = await post(owner(), members, { intent: "leave" });
    expect(left.status).toBe(403);
    expect(await left.text()).toContain(html(OWNER_LEAVES_MESSAGE));
    expect(await snapshot(db())).toEqual(before);

    const leaving = clients.get("racer@example.com") as BrowserLikeClient;
    expect((await post(leaving, members, { intent: "leave" })).headers.get("Location")).toBe("/");
    expect(await roleOf("racer@example.com")).toBeUndefined();
    expect((await leaving.request("/project/shop")).status).toBe(404);
  });

  it("an offer of ownership changes nothing until accepted: declined it stays, accepted the member owns the project and the owner edits", async () => {
    const editor = clients.get("new.person@example.com") as BrowserLikeClient;
    const editorId = await userId("new.person@example.com");
    expect((await post(owner(), members, { intent: "offer-ownership", userId: editorId })).status).toBe(303);
    expect(await (await editor.request(members)).text()).toContain("The owner offers you the ownership of this project.");
    expect((await post(editor, members, { intent: "decline-ownership" })).status).toBe(303);
    expect(await roleOf("owner@example.com")).toBe("owner");
    expect(await roleOf("new.person@example.com")).toBe("editor");
    expect((await post(editor, members, { intent: "accept-ownership" })).status).toBe(404);

    expect((await post(owner(), members, { intent: "offer-ownership", userId: editorId })).status).toBe(303);
    expect((await post(editor, members, { intent: "accept-ownership" })).status).toBe(303);
    expect(await roleOf("new.person@example.com")).toBe("owner");
    expect(await roleOf("owner@example.com")).toBe("editor");
    expect((await db().selectFrom("projects").select("ownerId").where("id", "=", "shop").executeTakeFirstOrThrow()).ownerId).toBe(editorId);
    expect(await db().selectFrom("projectMembers").select("userId").where("projectId", "=", "shop").where("role", "=", "owner").execute()).toHaveLength(1);
    const log = await (await editor.request(members)).text();
    expect(log).toContain("owner handed the ownership to new.person");
    expect(log).toContain("new.person joined as editor");
    expect(log).toContain("owner invited viewer@example.com as viewer");
    expect(await (await clients.get("viewer@example.com")?.request(members))?.text()).not.toContain("handed the ownership");
  });
});
