import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import { OPEN_REDIRECT_ATTEMPTS, staysOnSite } from "./test-fixtures";

describe.each(testDialects())("signing in through the local OpenID provider on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.stop());

  const db = () => server.database.db;
  const ada = { email: "ada@example.com", name: "Ada Lovelace" };

  it("creates the user, the partner and one sign_up event, and lands signed in on /", async () => {
    const client = new BrowserLikeClient(server.url);
    const { response, visited } = await signInThroughLocalProvider(client, ada);
    expect(visited.at(-1)).toBe(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Ada Lovelace");

    const user = await db().selectFrom("users").selectAll().where("email", "=", ada.email).executeTakeFirstOrThrow();
    expect(user.status).toBe("registered");
    expect(user.id).toMatch(/^[A-Za-z0-9]{28}$/);
    expect(user.created.getTime()).toBe(user.updated.getTime());
    expect(user.photoUrl).toBeNull();
    const identity = await db().selectFrom("identities").selectAll().where("userId", "=", user.id).executeTakeFirstOrThrow();
    expect(identity.issuer).toBe(`${server.url}/oidc`);
    expect(await db().selectFrom("partners").selectAll().where("id", "=", user.id).executeTakeFirst()).toMatchObject({ displayName: "Ada Lovelace" });
    const events = await db().selectFrom("analyticsEvents").selectAll().where("userId", "=", user.id).execute();
    expect(events.map((event) => [event.name, event.params])).toEqual([["sign_up", { method: "Google" }]]);
  });

  it("signing out and in again keeps created, advances updated, logs login and issues a new session token", async () => {
    const client = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(client, ada);
    const before = await db().selectFrom("users").selectAll().where("email", "=", ada.email).executeTakeFirstOrThrow();
    const firstToken = client.cookies.get("pw_session");
    expect(firstToken).toBeTruthy();

    const signedOut = await client.follow("/signout", { method: "POST" });
    expect(signedOut.visited.at(-1)).toBe(`${server.url}/`);
    expect(client.cookies.has("pw_session")).toBe(false);
    expect(await (await client.request("/")).text()).toContain(">Sign in</a>");

    await new Promise((resolve) => setTimeout(resolve, 10));
    await signInThroughLocalProvider(client, ada);
    const after = await db().selectFrom("users").selectAll().where("id", "=", before.id).executeTakeFirstOrThrow();
    expect(after.created.getTime()).toBe(before.created.getTime());
    expect(after.updated.getTime()).toBeGreaterThan(before.updated.getTime());
    expect(client.cookies.get("pw_session")).not.toBe(firstToken);
    const names = (await db().selectFrom("analyticsEvents").select("name").where("userId", "=", before.id).orderBy("id").execute()).map((event) => event.name);
    expect(names.filter((name) => name === "sign_up")).toHaveLength(1);
    expect(names.at(-1)).toBe("login");
    expect(await db().selectFrom("users").select("id").where("email", "=", ada.email).execute()).toHaveLength(1);
  });

  it("stores only a hash of the session token", async () => {
    const client = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(client, { email: "hash@example.com", name: "Hash" });
    const cookie = decodeURIComponent(client.cookies.get("pw_session") ?? "");
    const rows = await db().selectFrom("sessions").select("tokenHash").execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(cookie).not.toContain(row.tokenHash);
    }
  });

  it("refuses a callback whose state was tampered with, and creates nobody", async () => {
    const client = new BrowserLikeClient(server.url);
    const started = await client.follow("/auth/signin", { method: "POST", body: new URLSearchParams({ redirectTo: "/" }) });
    const interaction = new URL(started.visited.at(-1) ?? "");
    const finished = await client.request(`${interaction.pathname}/login`, {
      method: "POST",
      body: new URLSearchParams({ email: "mallory@example.com", name: "Mallory" }),
    });
    let next = new URL(finished.headers.get("Location") ?? "", server.url);
    let hop = await client.request(next.href);
    while (!hop.headers.get("Location")?.includes("/auth/callback")) {
      next = new URL(hop.headers.get("Location") ?? "", next);
      hop = await client.request(next.href);
    }
    const callback = new URL(hop.headers.get("Location") ?? "", server.url);
    callback.searchParams.set("state", "tampered-state");
    const answer = await client.request(callback.href);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/signin?error=INVALID_CALLBACK");
    expect(await db().selectFrom("users").select("id").where("email", "=", "mallory@example.com").execute()).toEqual([]);
    expect(client.cookies.has("pw_session")).toBe(false);
  });

  it("refuses a replayed callback", async () => {
    const client = new BrowserLikeClient(server.url);
    const { visited } = await signInThroughLocalProvider(client, { email: "replay@example.com", name: "Replay" });
    const callback = visited.find((url) => url.includes("/auth/callback"));
    expect(callback).toBeDefined();
    const attacker = new BrowserLikeClient(server.url);
    attacker.cookies.set("pw_signin", client.cookies.get("pw_signin") ?? "x");
    const replay = await attacker.request(callback ?? "");
    expect(replay.headers.get("Location")).toBe("/signin?error=INVALID_CALLBACK");
    expect(attacker.cookies.has("pw_session")).toBe(false);
  });

  it("refuses an ID token whose nonce does not match the one this sign-in sent", async () => {
    const client = new BrowserLikeClient(server.url);
    const started = await client.follow("/auth/signin", { method: "POST", body: new URLSearchParams({ redirectTo: "/" }) });
    await db().updateTable("signInAttempts").set({ nonce: "a-different-nonce" }).execute();
    const interaction = new URL(started.visited.at(-1) ?? "");
    const { visited } = await client.follow(`${interaction.pathname}/login`, {
      method: "POST",
      body: new URLSearchParams({ email: "nonce@example.com", name: "Nonce" }),
    });
    expect(visited.at(-1)).toBe(`${server.url}/signin?error=INVALID_CALLBACK`);
    expect(await db().selectFrom("users").select("id").where("email", "=", "nonce@example.com").execute()).toEqual([]);
  });

  it("sends a signed-out visitor of an app screen to sign-in and back there afterwards", async () => {
    const client = new BrowserLikeClient(server.url);
    const answer = await client.request("/project/shop/settings");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/signin?redirectTo=%2Fproject%2Fshop%2Fsettings");
    const { visited } = await signInThroughLocalProvider(client, { email: "back@example.com", name: "Back" }, "/project/shop/settings");
    expect(visited.at(-1)).toBe(`${server.url}/project/shop/settings`);
  });

  /** Walks a sign-in through the local provider and answers the callback's own Location header. */
  async function callbackLocation(client: BrowserLikeClient, redirectTo: string, tamper?: () => Promise<void>): Promise<string> {
    const started = await client.follow("/auth/signin", { method: "POST", body: new URLSearchParams({ redirectTo }) });
    await tamper?.();
    let current = new URL(`${new URL(started.visited.at(-1) ?? "").pathname}/login`, server.url);
    let answer = await client.request(current.href, { method: "POST", body: new URLSearchParams({ email: "redirect@example.com", name: "Redirect" }) });
    while (!current.pathname.startsWith("/auth/callback")) {
      current = new URL(answer.headers.get("Location") ?? "", current);
      answer = await client.request(current.href);
    }
    expect(answer.status).toBe(302);
    return answer.headers.get("Location") ?? "";
  }

  it.each(OPEN_REDIRECT_ATTEMPTS)("never sends anyone off the site after sign-in (redirectTo=%j)", async (redirectTo) => {
    const client = new BrowserLikeClient(server.url);
    const afterCallback = await callbackLocation(client, redirectTo);
    expect(client.cookies.has("pw_session")).toBe(true);
    expect(staysOnSite(afterCallback), afterCallback).toBe(true);
    expect(new URL(afterCallback, server.url).origin).toBe(server.url);

    const signedIn = await client.request(`/signin?${new URLSearchParams({ redirectTo })}`);
    expect(signedIn.status).toBe(302);
    const fromSignIn = signedIn.headers.get("Location") ?? "";
    expect(staysOnSite(fromSignIn), fromSignIn).toBe(true);
    expect(new URL(fromSignIn, server.url).origin).toBe(server.url);
  });

  it("checks the stored destination again at the callback", async () => {
    const client = new BrowserLikeClient(server.url);
    const location = await callbackLocation(client, "/project/shop", async () => {
      await db().updateTable("signInAttempts").set({ redirectTo: "/.//evil.example/phish" }).execute();
    });
    expect(location).toBe("/");
  });

  it.each(["__proto__", "constructor", "toString", "hasOwnProperty", "NO_SUCH_CODE"])("shows the generic sign-in error for ?error=%s", async (code) => {
    const answer = await new BrowserLikeClient(server.url).request(`/signin?error=${code}`);
    expect(answer.status).toBe(200);
    const page = await answer.text();
    expect(page).toContain("Sign-in did not complete. Please try again.");
    expect(page).toContain(">Sign in</button>");
  });

  it("treats an expired session as signed out", async () => {
    const client = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(client, { email: "expired@example.com", name: "Expired" });
    expect(await (await client.request("/")).text()).toContain("Expired");
    const user = await db().selectFrom("users").select("id").where("email", "=", "expired@example.com").executeTakeFirstOrThrow();
    await db().updateTable("sessions").set({ expiresAt: new Date(Date.now() - 1000) }).where("userId", "=", user.id).execute();
    const answer = await client.request("/project/shop");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toMatch(/^\/signin\?redirectTo=/);
    expect(await db().selectFrom("sessions").select("tokenHash").where("userId", "=", user.id).execute()).toEqual([]);
  });

  it("refuses a state-changing request from a foreign origin", async () => {
    const client = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(client, { email: "csrf@example.com", name: "Csrf" });
    const forged = await client.request("/signout", { method: "POST", headers: { Origin: "https://evil.example" } });
    expect(forged.status).toBe(403);
    const crossSite = await client.request("/signout", { method: "POST", headers: { Origin: "", "Sec-Fetch-Site": "cross-site" } });
    expect(crossSite.status).toBe(403);
    expect(await (await client.request("/")).text()).toContain("Csrf");
  });

  it("answers 400, not 500, to a sign-in post whose body is not a form", async () => {
    const answer = await new BrowserLikeClient(server.url).request("/auth/signin", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=zzz" },
      body: "garbage",
    });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain("The form could not be read.");
  });
});
