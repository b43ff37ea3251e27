import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProject } from "~/features/projects/create-project.server";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../server/testing/browser-like-client";
import { streamPost, type StreamPostOptions } from "../../server/testing/stream-post";
import { startTestServer, type TestServer } from "../../server/testing/test-server";

const MB = 1024 * 1024;
const FORM = "application/x-www-form-urlencoded";

/** A content section of about 15 KB: three paragraphs of the longest text a paragraph may hold. */
function longSection(index: number) {
  const paragraph = { type: "paragraph", children: [{ text: `${index} ${"Lorem ipsum dolor sit amet. ".repeat(178)}`.slice(0, 5000) }] };
  return { id: `s${index}`, type: "content", variant: "default", props: { title: `Part ${index}`, text: [paragraph, paragraph, paragraph] } };
}

describe("request bodies over HTTP", () => {
  let server: TestServer;
  let owner: BrowserLikeClient;
  let homePageId = "";
  const db = () => server.database.db;
  const post = (path: string, options: Omit<StreamPostOptions, "headers"> & { headers?: Record<string, string> }) =>
    streamPost(`${server.url}${path}`, { ...options, headers: { "Content-Type": FORM, Origin: server.url, ...options.headers } });
  const signedIn = () => ({ Cookie: owner.cookieHeader() });
  const projectRow = () => db().selectFrom("projects").selectAll().where("id", "=", "shop").executeTakeFirstOrThrow();

  beforeAll(async () => {
    server = await startTestServer("sqlite", { UPLOAD_MAX_BYTES: String(64 * 1024) });
    owner = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(owner, { email: "owner@example.com", name: "Owner" });
    const user = await db().selectFrom("users").select("id").executeTakeFirstOrThrow();
    ({ homePageId } = await createProject(db(), { userId: user.id, isAdmin: false }, { name: "Shop", id: "shop" }));
  });
  afterAll(() => server.stop());

  it("refuses a 1 MB anonymous sign-in post at once with 413, stores nothing, and keeps serving", async () => {
    const attempts = await db().selectFrom("signInAttempts").select("state").execute();
    const answer = await post("/auth/signin", { prefix: "redirectTo=%2F&filler=", total: MB, declareLength: true });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatch(/too large/i);
    expect(answer.headers.connection).toBe("close");
    expect(answer.elapsedMs).toBeLessThan(2000);
    expect(await db().selectFrom("signInAttempts").select("state").execute()).toEqual(attempts);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("stops reading a chunked anonymous sign-in post at the limit, answers 413, and keeps serving", async () => {
    const attempts = await db().selectFrom("signInAttempts").select("state").execute();
    const memoryBefore = process.memoryUsage().arrayBuffers;
    const answer = await post("/auth/signin", { prefix: "redirectTo=%2F&filler=", total: 256 * MB, declareLength: false });
    const grown = process.memoryUsage().arrayBuffers - memoryBefore;
    expect(answer.status).toBe(413);
    expect(answer.body).toMatch(/too large/i);
    // Only what the sockets' buffers took before the answer: the server stopped at the limit.
    expect(answer.sent).toBeLessThan(32 * MB);
    expect(grown).toBeLessThan(32 * MB);
    expect(await db().selectFrom("signInAttempts").select("state").execute()).toEqual(attempts);
    const started = await owner.request("/auth/signin", { method: "POST", body: new URLSearchParams({ redirectTo: "/" }) });
    expect(started.status).toBe(302);
  });

  it("refuses an oversized post to a signed-in form, declared or chunked, and changes nothing", async () => {
    const before = await projectRow();
    for (const declareLength of [true, false]) {
      const answer = await post("/project/shop/settings", { headers: signedIn(), prefix: "intent=save-settings&name=", total: 4 * MB, declareLength });
      expect(answer.status, `declared: ${declareLength}`).toBe(413);
      expect(answer.body).toMatch(/too large/i);
      expect(answer.sent).toBeLessThan(4 * MB);
    }
    // As the app's own forms send it (a data request): React Router keeps no headers of the refusal.
    const fetcher = await post("/project/shop/settings.data", { headers: signedIn(), prefix: "intent=save-settings&name=", total: 4 * MB, declareLength: true });
    expect(fetcher.status).toBe(413);
    expect(fetcher.headers.connection).toBe("close");
    expect(await projectRow()).toEqual(before);
  });

  it("takes a form just under the limit", async () => {
    const { settingsVersion } = await server.database.db.selectFrom("projects").select("settingsVersion").where("id", "=", "shop").executeTakeFirstOrThrow();
    const form = new URLSearchParams({ intent: "save-settings", name: "Shop renamed", primaryColor: "#1d4ed8", homePageId, version: String(settingsVersion), padding: "x".repeat(60 * 1024) });
    const answer = await owner.request("/project/shop/settings", { method: "POST", body: form });
    expect(answer.status).toBe(303);
    expect((await projectRow()).name).toBe("Shop renamed");
  });

  it("saves a big but legal page in the editor and refuses one over the save limit with 413", async () => {
    const save = (sections: unknown[], version: number) => {
      const body = new FormData();
      body.set("kind", "page");
      body.set("documentId", homePageId);
      body.set("version", String(version));
      body.set("sections", JSON.stringify(sections));
      return owner.request("/editor-save/shop", { method: "POST", body, headers: { Accept: "application/json" } });
    };
    const big = Array.from({ length: 100 }, (_, index) => longSection(index));
    expect(JSON.stringify(big).length).toBeGreaterThan(1.4 * MB);
    const saved = await save(big, 1);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ ok: true, version: 2 });

    const tooBig = Array.from({ length: 150 }, (_, index) => longSection(index));
    const refused = await save(tooBig, 2);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({ ok: false, message: expect.stringMatching(/too large/i) });
    const page = await db().selectFrom("pages").select(["version", "sections"]).where("id", "=", homePageId).executeTakeFirstOrThrow();
    expect(page.version).toBe(2);
    expect(page.sections).toHaveLength(100);
  });

  it("answers a chunked upload that grows past its limit with 413 instead of dropping the connection", async () => {
    const assets = await db().selectFrom("assets").select("id").execute();
    const boundary = "pagewright-test-boundary";
    const answer = await post("/project/shop/assets/upload", {
      headers: { ...signedIn(), Accept: "application/json", "Content-Type": `multipart/form-data; boundary=${boundary}` },
      prefix: `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="flood.png"\r\nContent-Type: image/png\r\n\r\n`,
      total: 64 * MB,
      declareLength: false,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: expect.stringMatching(/too large/i) });
    expect(answer.sent).toBeLessThan(32 * MB);
    expect(await db().selectFrom("assets").select("id").execute()).toEqual(assets);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
