import { expect } from "vitest";
import type { DatabaseDialect } from "../../../db/database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";

/** A browser's User-Agent that tells visitors apart, since scans count once per visitor a day. */
export const browserOf = (person: string) => `Mozilla/5.0 (Windows NT 10.0; ${person}) Firefox/140.0`;

export type QrCodeProjects = { server: TestServer; owner: BrowserLikeClient; viewer: BrowserLikeClient; other: BrowserLikeClient };

/**
 * The QR-code tests' server: the owner's published "shop" (home, an About page and a Footer
 * module), with the viewer as a viewer member, and another partner's published "elsewhere".
 */
export async function startQrCodeProjects(dialect: DatabaseDialect): Promise<QrCodeProjects> {
  const server = await startTestServer(dialect);
  const [owner, viewer, other] = [new BrowserLikeClient(server.url), new BrowserLikeClient(server.url), new BrowserLikeClient(server.url)];
  await signInThroughLocalProvider(owner, { email: "owner@example.com", name: "Owner" });
  await signInThroughLocalProvider(viewer, { email: "viewer@example.com", name: "Viewer" });
  await signInThroughLocalProvider(other, { email: "other@example.com", name: "Other" });
  const post = (client: BrowserLikeClient, path: string, body: Record<string, string>) => client.request(path, { method: "POST", body: new URLSearchParams(body) });
  expect((await post(owner, "/?index", { intent: "create-project", name: "Shop", id: "shop", start: "starter" })).status).toBe(303);
  expect((await post(other, "/?index", { intent: "create-project", name: "Elsewhere", id: "elsewhere", start: "starter" })).status).toBe(303);
  expect((await post(owner, "/project/shop", { intent: "create", kind: "page", name: "About us", slug: "about" })).status).toBeLessThan(400);
  expect((await post(owner, "/project/shop", { intent: "create", kind: "module", name: "Footer", slug: "footer" })).status).toBeLessThan(400);
  expect((await post(owner, "/project/shop/publish", { intent: "publish" })).status).toBeLessThan(400);
  expect((await post(other, "/project/elsewhere/publish", { intent: "publish" })).status).toBeLessThan(400);
  const db = server.database.db;
  const { id } = await db.selectFrom("users").select("id").where("email", "=", "viewer@example.com").executeTakeFirstOrThrow();
  await db.insertInto("projectMembers").values({ projectId: "shop", userId: id, role: "viewer", created: new Date() }).execute();
  return { server, owner, viewer, other };
}
