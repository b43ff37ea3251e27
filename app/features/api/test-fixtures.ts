import { expect } from "vitest";
import type { DatabaseDialect } from "../../../db/database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import { openApiChecker } from "./api-test-fixtures";
import { createApiToken } from "./create-api-token.server";
import { revokeApiToken } from "./revoke-api-token.server";
import { API_SCOPES } from "./schema";

export type Who = "owner" | "editor" | "viewer" | "leads" | "other" | "admin" | "suspended" | "anonymous" | "revoked" | "expired" | "readOnly";
export const PEOPLE = ["owner", "editor", "viewer", "leads", "other", "admin", "suspended"] as const;
export const EVERYONE: readonly Who[] = [...PEOPLE, "anonymous", "revoked", "expired", "readOnly"];

export type ApiContract = {
  server: TestServer;
  tokens: Record<Who, string>;
  idOf: (who: (typeof PEOPLE)[number]) => string;
  /** Calls /api/v1 as `who` and checks the answer against the OpenAPI document. */
  call: (who: Who, method: string, path: string, init?: { body?: unknown; form?: FormData; headers?: Record<string, string> }) => Promise<{ status: number; body: Record<string, unknown>; headers: Headers }>;
};

/**
 * A server with the project `shop` (owner, editor, viewer and leads members), another partner, an
 * admin, a suspended person, and a token for each of them with every scope, plus a revoked, an
 * expired and a read-only token of the owner's.
 */
export async function startApiContract(dialect: DatabaseDialect, env: Record<string, string> = {}): Promise<ApiContract> {
  const server = await startTestServer(dialect, { ADMIN_EMAILS: "root@example.com", ...env });
  const db = server.database.db;
  const emailOf = (who: string) => (who === "admin" ? "root@example.com" : `${who}@example.com`);
  const owner = new BrowserLikeClient(server.url);
  for (const who of PEOPLE) await signInThroughLocalProvider(who === "owner" ? owner : new BrowserLikeClient(server.url), { email: emailOf(who), name: who });
  expect((await owner.request("/?index", { method: "POST", body: new URLSearchParams({ intent: "create-project", name: "Shop", id: "shop", start: "starter" }) })).status).toBe(303);
  const users = await db.selectFrom("users").select(["id", "email"]).execute();
  const idOf = (who: string) => users.find((user) => user.email === emailOf(who))?.id ?? "";
  for (const role of ["editor", "viewer", "leads"] as const) await db.insertInto("projectMembers").values({ projectId: "shop", userId: idOf(role), role, created: new Date() }).execute();
  await db.updateTable("users").set({ status: "suspended" }).where("email", "=", "suspended@example.com").execute();

  const tokens = {} as Record<Who, string>;
  const full = { name: "script", expiresInDays: 30, scopes: [...API_SCOPES] };
  for (const who of PEOPLE) tokens[who] = (await createApiToken(db, { userId: idOf(who), isAdmin: who === "admin" }, full)).token;
  const ownerActor = { userId: idOf("owner"), isAdmin: false };
  const revoked = await createApiToken(db, ownerActor, full);
  await revokeApiToken(db, ownerActor, { tokenId: revoked.id });
  tokens.revoked = revoked.token;
  tokens.expired = (await createApiToken(db, ownerActor, { ...full, expiresInDays: 7 }, new Date(Date.now() - 8 * 24 * 60 * 60 * 1000))).token;
  tokens.readOnly = (await createApiToken(db, ownerActor, { name: "read", expiresInDays: 7, scopes: ["projects:read", "leads:read"] })).token;
  const checker = openApiChecker((await (await fetch(`${server.url}/api/v1/openapi.json`)).json()) as Record<string, unknown>);

  const call: ApiContract["call"] = async (who, method, path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (who !== "anonymous") headers.Authorization = `Bearer ${tokens[who]}`;
    if (init.body !== undefined) headers["Content-Type"] = "application/json";
    const response = await fetch(`${server.url}/api/v1${path}`, { method, headers, body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)) });
    const body: unknown = await response.json();
    checker.check(method, path, response.status, body, response.headers);
    return { status: response.status, body: body as Record<string, unknown>, headers: response.headers };
  };
  return { server, tokens, idOf, call };
}
