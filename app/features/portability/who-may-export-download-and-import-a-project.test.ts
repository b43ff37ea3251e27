import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import { READ_ONLY_MESSAGE } from "~/access/access-messages";
import { IMPORT_BUSY_MESSAGE } from "./import-request.server";
import { unzipped } from "./test-fixtures";

type Who = "owner" | "other" | "admin" | "suspended" | "anonymous";

describe.each(testDialects())("who may export, download and import a project on %s", (dialect) => {
  let server: TestServer;
  let exported: Buffer;
  const clients = {} as Record<Who, BrowserLikeClient>;
  const projects = async () => (await server.database.db.selectFrom("projects").select("id").orderBy("id").execute()).map((row) => row.id);

  beforeAll(async () => {
    // A small quota keeps the largest import request small enough to send in a test.
    server = await startTestServer(dialect, { ADMIN_EMAILS: "root@example.com", PROJECT_STORAGE_QUOTA_BYTES: String(1024 * 1024) });
    for (const who of ["owner", "other", "admin", "suspended", "anonymous"] as const) clients[who] = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(clients.owner, { email: "owner@example.com", name: "Owner" });
    await signInThroughLocalProvider(clients.other, { email: "other@example.com", name: "Other" });
    await signInThroughLocalProvider(clients.admin, { email: "root@example.com", name: "Root" });
    await signInThroughLocalProvider(clients.suspended, { email: "gone@example.com", name: "Gone" });
    await server.database.db.updateTable("users").set({ status: "suspended" }).where("email", "=", "gone@example.com").execute();
    const created = await clients.owner.request("/?index", { method: "POST", body: new URLSearchParams({ intent: "create-project", name: "Shop", id: "shop", start: "starter" }) });
    expect(created.status).toBe(303);
    // A typeface pairing, so the downloaded site carries font files read by the built server.
    const { settings } = await server.database.db.selectFrom("projects").select("settings").where("id", "=", "shop").executeTakeFirstOrThrow();
    await server.database.db.updateTable("projects").set({ settings: { ...settings, typography: "editorial" } }).where("id", "=", "shop").execute();
    expect((await clients.owner.request("/project/shop/publish", { method: "POST", body: new URLSearchParams({ intent: "publish" }) })).status).toBe(200);
  }, 60_000);
  afterAll(() => server.stop());

  it.each(["/project/shop/export", "/project/shop/export/site"])("GET %s: only the owner gets the zip", async (path) => {
    const owner = await clients.owner.request(path);
    expect(owner.status).toBe(200);
    expect(owner.headers.get("Content-Type")).toBe("application/zip");
    expect(owner.headers.get("Content-Disposition")).toMatch(/^attachment; filename="shop-(export|site)-\d{4}-\d\d-\d\d\.zip"$/);
    const files = await unzipped(Buffer.from(await owner.arrayBuffer()));
    expect(files.has(path.endsWith("site") ? "index.html" : "project.json")).toBe(true);
    if (path.endsWith("site")) expect([...files.keys()].some((name) => /^site-fonts\/.+\.woff2$/.test(name))).toBe(true);
    const admin = await clients.admin.request(path);
    expect(admin.status).toBe(403);
    expect(await admin.text()).toBe(READ_ONLY_MESSAGE);
    const other = await clients.other.request(path);
    expect(other.status).toBe(404);
    expect(await other.text()).toContain(`Page not found: ${path}`);
    const anonymous = await clients.anonymous.request(path);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe(`/signin?${new URLSearchParams({ redirectTo: path })}`);
    expect((await clients.suspended.request(path)).headers.get("Location")).toBe("/unverified");
  });

  it("POST /project-import: a signed-in partner imports under a chosen id; the anonymous and the suspended change nothing", async () => {
    exported = Buffer.from(await (await clients.owner.request("/project/shop/export")).arrayBuffer());
    const upload = (id: string) => {
      const body = new FormData();
      body.set("archive", new Blob([new Uint8Array(exported)], { type: "application/zip" }), "shop.zip");
      body.set("id", id);
      return body;
    };
    const before = await projects();
    const anonymous = await clients.anonymous.request("/project-import", { method: "POST", body: upload("anoncopy") });
    expect(anonymous.status).toBe(302);
    const suspended = await clients.suspended.request("/project-import", { method: "POST", body: upload("gonecopy") });
    expect(suspended.headers.get("Location")).toBe("/unverified");
    expect(await projects()).toEqual(before);
    const other = await clients.other.request("/project-import", { method: "POST", body: upload("othercopy"), headers: { Accept: "application/json" } });
    expect(other.status).toBe(200);
    expect(await other.json()).toMatchObject({ ok: true, id: "othercopy" });
    const owned = await server.database.db.selectFrom("projects").innerJoin("users", "users.id", "projects.ownerId").select("users.email").where("projects.id", "=", "othercopy").executeTakeFirstOrThrow();
    expect(owned.email).toBe("other@example.com");
    expect((await clients.other.request("/project/othercopy")).status).toBe(200);
  });

  it("POST /project-import refuses a taken id, a missing file and an oversized upload with a message, and changes nothing", async () => {
    const before = await projects();
    const body = new FormData();
    body.set("archive", new Blob([new Uint8Array(exported)]), "shop.zip");
    const taken = await clients.other.request("/project-import", { method: "POST", body });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ ok: false, message: "The id “shop” is already taken. Choose another one." });
    const empty = await clients.other.request("/project-import", { method: "POST", body: new FormData() });
    expect(empty.status).toBe(400);
    const huge = new FormData();
    huge.set("archive", new Blob([new Uint8Array(20 * 1024 * 1024)]), "huge.zip");
    const oversized = await clients.other.request("/project-import", { method: "POST", body: huge });
    expect(oversized.status).toBe(413);
    expect(await oversized.json()).toMatchObject({ ok: false, message: expect.stringMatching(/too large to import/) });
    expect(await projects()).toEqual(before);
    expect((await clients.other.request("/project-import")).status).toBe(405);
  });

  it("POST /project-import runs one import at a time: the next is answered 503 before its body is read, and the slot frees when the first ends", async () => {
    const boundary = "----pagewrightImportTest";
    const url = new URL("/project-import", server.url);
    // An import whose body is still arriving holds the slot.
    const slow = http.request(url, {
      method: "POST",
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, "Content-Length": String(1024 * 1024), Cookie: clients.other.cookieHeader(), Origin: server.url },
    });
    slow.on("error", () => undefined);
    const answered = new Promise<number>((resolve) => slow.on("response", (response) => resolve(response.statusCode ?? 0)));
    slow.write(`--${boundary}\r\nContent-Disposition: form-data; name="archive"; filename="a.zip"\r\nContent-Type: application/zip\r\n\r\n`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const busy = await clients.owner.request("/project-import", { method: "POST", body: new FormData() });
    expect(busy.status).toBe(503);
    expect(busy.headers.get("Retry-After")).toBe("60");
    expect(await busy.json()).toMatchObject({ ok: false, message: IMPORT_BUSY_MESSAGE });
    slow.destroy();
    await Promise.race([answered, new Promise((resolve) => setTimeout(resolve, 1_000))]);
    await expect.poll(async () => (await clients.owner.request("/project-import", { method: "POST", body: new FormData() })).status, { timeout: 5_000 }).toBe(400);
  });
});
