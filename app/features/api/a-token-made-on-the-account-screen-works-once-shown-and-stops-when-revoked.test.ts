import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";

describe.each(testDialects())("a token made on the account screen works, is shown once and stops when revoked, on %s", (dialect) => {
  let server: TestServer;
  const ana = () => new BrowserLikeClient(server.url);
  let owner: BrowserLikeClient;
  let stranger: BrowserLikeClient;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    owner = ana();
    stranger = ana();
    await signInThroughLocalProvider(owner, { email: "ana@example.com", name: "Ana" });
    await signInThroughLocalProvider(stranger, { email: "bo@example.com", name: "Bo" });
  }, 120_000);
  afterAll(() => server.stop());

  const post = (client: BrowserLikeClient, fields: [string, string][]) => client.request("/account/tokens", { method: "POST", body: new URLSearchParams(fields) });
  const projects = (token: string) => fetch(`${server.url}/api/v1/projects`, { headers: { Authorization: `Bearer ${token}` } });

  it("creates a token shown once, stored only as a hash, listed with its last use, and revoked by its person only", async () => {
    const made = await post(owner, [["intent", "create"], ["name", "Shop sync"], ["expiresInDays", "30"], ["scopes", "projects:read"], ["scopes", "leads:read"]]);
    expect(made.status).toBe(200);
    const token = /pw_[A-Za-z0-9]{40}/.exec(await made.text())?.[0] ?? "";
    expect(token).not.toBe("");
    const stored = await server.database.db.selectFrom("apiTokens").selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.scopes).toEqual(["projects:read", "leads:read"]);

    const listed = await (await owner.request("/account/tokens")).text();
    expect(listed).toContain("Shop sync");
    expect(listed).toContain("Never used");
    expect(listed).not.toContain(token);
    expect((await projects(token)).status).toBe(200);
    expect(await (await owner.request("/account/tokens")).text()).toContain("Last used");
    expect(await (await stranger.request("/account/tokens")).text()).not.toContain("Shop sync");

    expect((await post(stranger, [["intent", "revoke"], ["tokenId", stored.id]])).status).toBe(404);
    expect((await projects(token)).status).toBe(200);
    expect((await post(owner, [["intent", "revoke"], ["tokenId", stored.id]])).status).toBe(200);
    expect((await projects(token)).status).toBe(401);
    expect(await (await owner.request("/account/tokens")).text()).not.toContain("Shop sync");
  });

  it("refuses a token without a name, scopes or a listed lifetime, and makes none", async () => {
    for (const fields of [
      [["intent", "create"], ["name", ""], ["expiresInDays", "30"], ["scopes", "publish"]],
      [["intent", "create"], ["name", "x"], ["expiresInDays", "30"]],
      [["intent", "create"], ["name", "x"], ["expiresInDays", "3650"], ["scopes", "publish"]],
      [["intent", "create"], ["name", "x"], ["expiresInDays", "30"], ["scopes", "admin"]],
    ] as [string, string][][]) {
      expect((await post(owner, fields)).status).toBe(400);
    }
    expect(await server.database.db.selectFrom("apiTokens").select("id").where("revokedAt", "is", null).execute()).toEqual([]);
    expect((await ana().request("/account/tokens")).status).toBe(302);
  });
});
