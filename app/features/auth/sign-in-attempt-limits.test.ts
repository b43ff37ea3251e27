import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import { MAX_REDIRECT_PATH_LENGTH } from "./safe-redirect";
import { TOO_MANY_SIGN_INS_MESSAGE } from "./start-sign-in.server";

describe.each(testDialects())("what anonymous sign-in posts can store on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    // Behind a trusted proxy on loopback, so each test speaks for the client addresses it names.
    server = await startTestServer(dialect, { TRUST_PROXY: "loopback" });
  });
  afterAll(() => server.stop());

  const db = () => server.database.db;
  const startSignIn = (from: string, redirectTo = "/") =>
    new BrowserLikeClient(server.url).request("/auth/signin", {
      method: "POST",
      headers: { "X-Forwarded-For": from },
      body: new URLSearchParams({ redirectTo }),
    });
  const storedAttempts = (address: string) => db().selectFrom("signInAttempts").selectAll().where("clientAddress", "=", address).execute();

  it(`keeps a destination of up to ${MAX_REDIRECT_PATH_LENGTH} characters and stores / instead of a longer one`, async () => {
    const longest = `/${"a".repeat(MAX_REDIRECT_PATH_LENGTH - 1)}`;
    expect((await startSignIn("198.51.100.1", longest)).status).toBe(302);
    expect((await startSignIn("198.51.100.1", `${longest}a`)).status).toBe(302);
    expect((await startSignIn("198.51.100.1", `/${"b".repeat(50_000)}`)).status).toBe(302);
    const stored = await storedAttempts("198.51.100.1");
    expect(stored.map((attempt) => attempt.redirectTo)).toEqual([longest, "/", "/"]);
    for (const attempt of stored) {
      for (const [field, value] of Object.entries(attempt)) {
        if (typeof value === "string") expect(value.length, field).toBeLessThanOrEqual(MAX_REDIRECT_PATH_LENGTH);
      }
    }

    const signInPage = await (await new BrowserLikeClient(server.url).request(`/signin?redirectTo=/${"c".repeat(5_000)}`)).text();
    expect(signInPage).toContain('name="redirectTo" value="/"');
  });

  it("answers 429 once one address has 20 unfinished sign-ins, and lets everyone else in", async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const started = await startSignIn("203.0.113.7");
      expect(started.status, `attempt ${attempt + 1}`).toBe(302);
      expect(started.headers.get("Location")).toContain("/oidc/auth");
    }
    const refused = await startSignIn("203.0.113.7");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("600");
    expect(refused.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await refused.text()).toBe(TOO_MANY_SIGN_INS_MESSAGE);
    expect(await storedAttempts("203.0.113.7")).toHaveLength(20);

    expect((await startSignIn("203.0.113.8")).status).toBe(302);
  });

  it("counts an IPv6 client by its /64", async () => {
    for (let host = 1; host <= 20; host += 1) expect((await startSignIn(`2001:db8:0:7::${host.toString(16)}`)).status).toBe(302);
    expect((await startSignIn("2001:db8:0:7:ffff::1")).status).toBe(429);
    expect((await startSignIn("2001:db8:0:8::1")).status).toBe(302);
    expect(await storedAttempts("2001:db8:0:7::/64")).toHaveLength(20);
  });

  it("lets the address start again once its sign-ins expired", async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) await startSignIn("192.0.2.44");
    expect((await startSignIn("192.0.2.44")).status).toBe(429);
    await db().updateTable("signInAttempts").set({ expiresAt: new Date(Date.now() - 1000) }).where("clientAddress", "=", "192.0.2.44").execute();
    expect((await startSignIn("192.0.2.44")).status).toBe(302);
    expect(await storedAttempts("192.0.2.44")).toHaveLength(1);
  });
});
