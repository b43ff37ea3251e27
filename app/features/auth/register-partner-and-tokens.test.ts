import { generateKeyPair, importJWK, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import { setUserStatus } from "../admin/set-user-status.server";
import { ID_TOKEN_AUDIENCE } from "./id-tokens.server";

describe.each(testDialects())("ID tokens and /api/registerPartner on %s", (dialect) => {
  let server: TestServer;
  let client: BrowserLikeClient;
  let userId: string;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    client = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(client, { email: "tokens@example.com", name: "Token Holder" });
    userId = (await server.database.db.selectFrom("users").select("id").where("email", "=", "tokens@example.com").executeTakeFirstOrThrow()).id;
  });
  afterAll(() => server.stop());

  async function mintIdToken(): Promise<string> {
    const answer = await client.request("/api/id-token", { method: "POST" });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { idToken: string; expiresAt: string };
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    return body.idToken;
  }

  function registerPartner(token: string | null, method = "POST") {
    return fetch(`${server.url}/api/registerPartner`, {
      method,
      headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: method === "GET" ? undefined : "{}",
    });
  }

  it("mints an ID token with the user's claims, verifiable with the published keys", async () => {
    const token = await mintIdToken();
    const [, payload = ""] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ sub: userId, aud: ID_TOKEN_AUDIENCE, iss: server.url, email: "tokens@example.com", status: "registered", roles: [] });
    const jwks = (await (await fetch(`${server.url}/auth/jwks.json`)).json()) as { keys: Array<Record<string, unknown>> };
    expect(jwks.keys.length).toBeGreaterThan(0);
    expect(jwks.keys.every((key) => !("d" in key))).toBe(true);
  });

  it("creates the missing partner record and answers OK, idempotently", async () => {
    await server.database.db.deleteFrom("partners").where("id", "=", userId).execute();
    const token = await mintIdToken();
    for (let call = 0; call < 2; call += 1) {
      const answer = await registerPartner(token);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ status: "OK" });
    }
    expect(await server.database.db.selectFrom("partners").selectAll().where("id", "=", userId).execute()).toHaveLength(1);
  });

  it("answers 401 with a JSON error to a missing, forged, expired or foreign-audience token", async () => {
    const { privateKey } = await generateKeyPair("ES256");
    const forged = await new SignJWT({ email: "tokens@example.com" })
      .setProtectedHeader({ alg: "ES256", kid: "forged" })
      .setIssuer(server.url)
      .setAudience(ID_TOKEN_AUDIENCE)
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(privateKey);
    const key = await server.database.db.selectFrom("signingKeys").selectAll().executeTakeFirstOrThrow();
    const realKey = await importJWK(key.privateJwk, "ES256");
    const sign = (audience: string, expiresAt: number) =>
      new SignJWT({})
        .setProtectedHeader({ alg: "ES256", kid: key.kid })
        .setIssuer(server.url)
        .setAudience(audience)
        .setSubject(userId)
        .setIssuedAt(expiresAt - 3600)
        .setExpirationTime(expiresAt)
        .sign(realKey);
    const now = Math.floor(Date.now() / 1000);
    const cases = {
      missing: null,
      garbage: "not-a-token",
      forged,
      expired: await sign(ID_TOKEN_AUDIENCE, now - 60),
      foreignAudience: await sign("someone-else", now + 3600),
    };
    for (const [name, token] of Object.entries(cases)) {
      const answer = await registerPartner(token);
      expect(answer.status, name).toBe(401);
      expect(answer.headers.get("content-type"), name).toMatch(/application\/json/);
      expect(((await answer.json()) as { error: string }).error, name).toBe("invalid_token");
    }
  });

  it("refuses a token signed with our key that has no expiry or promises more than an hour", async () => {
    const key = await server.database.db.selectFrom("signingKeys").selectAll().executeTakeFirstOrThrow();
    const realKey = await importJWK(key.privateJwk, "ES256");
    const now = Math.floor(Date.now() / 1000);
    const base = () => new SignJWT({}).setProtectedHeader({ alg: "ES256", kid: key.kid }).setIssuer(server.url).setAudience(ID_TOKEN_AUDIENCE).setSubject(userId);
    const cases = {
      withoutExpiry: await base().setIssuedAt(now).sign(realKey),
      withoutIssueTime: await base().setExpirationTime(now + 600).sign(realKey),
      issuedTwoHoursAgoValidForTen: await base().setIssuedAt(now - 2 * 3600).setExpirationTime(now + 10 * 3600).sign(realKey),
      issuedInTheFuture: await base().setIssuedAt(now + 3600).setExpirationTime(now + 2 * 3600).sign(realKey),
    };
    for (const [name, token] of Object.entries(cases)) {
      const answer = await registerPartner(token);
      expect(answer.status, name).toBe(401);
      expect(((await answer.json()) as { error: string }).error, name).toBe("invalid_token");
    }
  });

  it("refuses a token minted before its user was suspended, and takes it again once they are active", async () => {
    const holder = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(holder, { email: "soon-suspended@example.com", name: "Soon Suspended" });
    const minted = await holder.request("/api/id-token", { method: "POST" });
    const { idToken } = (await minted.json()) as { idToken: string };
    const holderId = (await server.database.db.selectFrom("users").select("id").where("email", "=", "soon-suspended@example.com").executeTakeFirstOrThrow()).id;
    expect((await registerPartner(idToken)).status).toBe(200);

    const admin = { userId: "an-admin", isAdmin: true };
    await setUserStatus(server.database.db, admin, { userId: holderId, status: "suspended" });
    const refused = await registerPartner(idToken);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: "account_inactive", message: "This account is not active." });

    await setUserStatus(server.database.db, admin, { userId: holderId, status: "active" });
    expect((await registerPartner(idToken)).status).toBe(200);
  });

  it("answers 405 to other methods", async () => {
    const token = await mintIdToken();
    for (const method of ["GET", "PUT", "PATCH", "DELETE"]) {
      const answer = await registerPartner(token, method);
      expect(answer.status, method).toBe(405);
      expect(answer.headers.get("allow")).toBe("POST");
    }
  });

  it("refuses to mint a token without a session", async () => {
    const answer = await fetch(`${server.url}/api/id-token`, { method: "POST" });
    expect(answer.status).toBe(401);
  });
});
