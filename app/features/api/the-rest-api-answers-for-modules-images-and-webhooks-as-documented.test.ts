import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { sampleImage } from "../assets/testing/sample-images";
import { createModule } from "../projects/create-module.server";
import { snapshot } from "../projects/test-fixtures";
import { createWebhookEndpoint } from "../webhooks/create-webhook-endpoint.server";
import { EVERYONE, startApiContract, type ApiContract, type Who } from "./test-fixtures";

describe.each(testDialects())("the REST API answers for modules, images and webhooks as documented, on %s", (dialect) => {
  let api: ApiContract;
  let png: Buffer;
  const db = () => api.server.database.db;
  const everything = async () => ({ ...(await snapshot(db())), webhooks: await db().selectFrom("webhookEndpoints").selectAll().orderBy("id").execute() });
  const imageForm = (...files: [string, Buffer, string][]) => {
    const form = new FormData();
    for (const [name, bytes, type] of files) form.append("files", new Blob([new Uint8Array(bytes)], { type }), name);
    return form;
  };
  const banner = () => db().selectFrom("modules").select(["id", "version", "sections"]).where("projectId", "=", "shop").where("slug", "=", "banner").executeTakeFirstOrThrow();
  let webhookId = "";

  beforeAll(async () => {
    api = await startApiContract(dialect);
    const owner = { userId: api.idOf("owner"), isAdmin: false };
    await createModule(db(), owner, { projectId: "shop", name: "Banner", slug: "banner" });
    webhookId = (await createWebhookEndpoint(db(), owner, { projectId: "shop", url: "https://hooks.example.com/a", isEnabled: "on" }, { allowHttp: false, allowPrivate: false, caFile: undefined })).id;
    png = await sampleImage(64, 48, "png");
  }, 120_000);
  afterAll(() => api.server.stop());

  const seeProject: Partial<Record<Who, number>> = { leads: 404, other: 404 };
  it.each(["/projects/shop/modules", "/projects/shop/modules/banner", "/projects/shop/webhooks"])("GET %s answers those who see the project and refuses the rest", async (path) => {
    const expected: Record<Who, number> = { owner: 200, editor: 200, viewer: 200, leads: 200, admin: 200, readOnly: 200, other: 404, suspended: 403, anonymous: 401, revoked: 401, expired: 401, ...seeProject };
    for (const who of EVERYONE) expect((await api.call(who, "GET", path)).status, who).toBe(expected[who]);
  });

  type Write = { method: string; path: string; body?: () => Promise<unknown>; form?: () => FormData; headers?: () => Promise<Record<string, string>>; allowed: Who; seen: readonly Who[]; status: number };
  const content: readonly Who[] = ["owner", "editor", "viewer", "admin"];
  const writes: [string, Write][] = [
    ["a new module", { method: "POST", path: "/projects/shop/modules", body: async () => ({ name: "Footer", slug: "footer" }), allowed: "editor", seen: content, status: 201 }],
    [
      "a module's sections",
      {
        method: "PUT",
        path: "/projects/shop/modules/banner/sections",
        body: async () => ({ sections: [{ id: "hero1", type: "hero", variant: "default", props: { title: "Hello" } }] }),
        headers: async () => ({ "If-Match": `"${(await banner()).version}"` }),
        allowed: "editor",
        seen: content,
        status: 200,
      },
    ],
    ["an image", { method: "POST", path: "/projects/shop/assets", form: () => imageForm(["photo.png", png, "image/png"]), allowed: "editor", seen: content, status: 201 }],
    ["a webhook", { method: "POST", path: "/projects/shop/webhooks", body: async () => ({ url: "https://hooks.example.com/b" }), allowed: "owner", seen: content, status: 201 }],
    ["a webhook's deletion", { method: "DELETE", path: `/projects/shop/webhooks/{webhookId}`, allowed: "owner", seen: content, status: 200 }],
  ];

  it.each(writes)("%s: refused to every other identity and scope without a change, then done by the allowed role", async (_name, write) => {
    const path = write.path.replace("{webhookId}", webhookId);
    const send = async (who: Who) => api.call(who, write.method, path, { body: await write.body?.(), form: write.form?.(), headers: await write.headers?.() });
    const before = await everything();
    const refusedStatus = (who: Who) => ({ suspended: 403, anonymous: 401, revoked: 401, expired: 401, readOnly: 403 })[who as string] ?? (write.seen.includes(who) ? 403 : 404);
    for (const who of EVERYONE) {
      if (who === write.allowed || who === "owner") continue;
      expect((await send(who)).status, who).toBe(refusedStatus(who));
    }
    expect(await everything()).toEqual(before);
    expect((await send(write.allowed)).status).toBe(write.status);
    expect(await everything()).not.toEqual(before);
  });

  it("a module's sections need If-Match, are checked like the editor's, and may not hold a module", async () => {
    const read = await api.call("owner", "GET", "/projects/shop/modules/banner");
    const etag = read.headers.get("ETag") ?? "";
    expect(etag).toBe(`"${String(read.body.version)}"`);
    const sections = read.body.sections as unknown[];
    const before = await everything();
    expect((await api.call("owner", "PUT", "/projects/shop/modules/banner/sections", { body: { sections } })).status).toBe(428);
    expect((await api.call("owner", "PUT", "/projects/shop/modules/banner/sections", { body: { sections }, headers: { "If-Match": '"0"' } })).status).toBe(412);
    const tooLong = await api.call("owner", "PUT", "/projects/shop/modules/banner/sections", { body: { sections: [{ id: "hero1", type: "hero", variant: "default", props: { title: "x".repeat(5000) } }] }, headers: { "If-Match": etag } });
    expect([tooLong.status, tooLong.body.error]).toEqual([400, "invalid"]);
    expect(String(tooLong.body.message)).toMatch(/title/i);
    const nested = await api.call("owner", "PUT", "/projects/shop/modules/banner/sections", { body: { sections: [{ id: "m1", type: "module-reference", variant: "default", props: { moduleId: "x" } }] }, headers: { "If-Match": etag } });
    expect(nested.status).toBe(400);
    expect(await everything()).toEqual(before);
    const saved = await api.call("owner", "PUT", "/projects/shop/modules/banner/sections", { body: { sections }, headers: { "If-Match": etag } });
    expect([saved.status, saved.headers.get("ETag")]).toEqual([200, `"${Number(read.body.version) + 1}"`]);
  });

  it("images are checked as on the assets screen: a file that is not an image is refused and stores nothing, a mixed upload says per file", async () => {
    const before = await everything();
    const refused = await api.call("owner", "POST", "/projects/shop/assets", { form: imageForm(["notes.png", Buffer.from("not an image at all"), "image/png"]) });
    expect([refused.status, refused.body.error]).toEqual([400, "invalid"]);
    expect(Object.keys(refused.body.fieldErrors as object)).toEqual(["notes.png"]);
    expect((await api.call("owner", "POST", "/projects/shop/assets", { form: new FormData() })).status).toBe(400);
    expect((await api.call("owner", "POST", "/projects/shop/assets", { body: { files: [] } })).status).toBe(415);
    expect(await everything()).toEqual(before);
    const mixed = await api.call("owner", "POST", "/projects/shop/assets", { form: imageForm(["good.png", png, "image/png"], ["bad.png", Buffer.from("nope"), "image/png"]) });
    expect(mixed.status).toBe(201);
    expect((mixed.body.files as { name: string; ok: boolean }[]).map((file) => [file.name, file.ok])).toEqual([["good.png", true], ["bad.png", false]]);
    const stored = (mixed.body.files as { asset?: { url: string } }[])[0]?.asset?.url ?? "";
    expect((await fetch(new URL(stored, api.server.url))).status).toBe(200);
  });

  it("a webhook URL is checked with the screen's messages: a private address is refused, and nothing is stored", async () => {
    const before = await everything();
    const refused = await api.call("owner", "POST", "/projects/shop/webhooks", { body: { url: "https://127.0.0.1/catch" } });
    expect([refused.status, refused.body.message]).toEqual([400, "This address is on a private or local network, which webhooks may not reach."]);
    expect((await api.call("owner", "POST", "/projects/shop/webhooks", { body: { url: "ftp://hooks.example.com" } })).body.message).toMatch(/https:\/\//);
    expect((await api.call("owner", "DELETE", "/projects/shop/webhooks/ep_nothing")).status).toBe(404);
    expect(await everything()).toEqual(before);
    const created = await api.call("owner", "POST", "/projects/shop/webhooks", { body: { url: "https://hooks.example.com/c", isEnabled: false } });
    expect(created.body).toEqual(expect.objectContaining({ url: "https://hooks.example.com/c", isEnabled: false, secret: expect.stringMatching(/^whsec_/) }));
    expect(((await api.call("viewer", "GET", "/projects/shop/webhooks")).body.webhooks as { url: string }[]).map((hook) => hook.url)).toContain("https://hooks.example.com/c");
  });

  it("fuzzed bodies and forms on the new endpoints get a 4xx, never a 5xx", async () => {
    const targets = ["POST /projects/shop/modules", "PUT /projects/shop/modules/banner/sections", "POST /projects/shop/assets", "POST /projects/shop/webhooks", "DELETE /projects/shop/webhooks/x"];
    const body = fc.oneof(fc.jsonValue().map((value) => JSON.stringify(value)), fc.string(), fc.record({ name: fc.string(), slug: fc.string(), url: fc.string(), isEnabled: fc.jsonValue(), sections: fc.array(fc.jsonValue(), { maxLength: 3 }) }).map((value) => JSON.stringify(value)));
    for (const target of targets) {
      const [method = "", path = ""] = target.split(" ");
      await fc.assert(
        fc.asyncProperty(body, fc.constantFrom("application/json", "multipart/form-data; boundary=x", "text/plain"), fc.string({ maxLength: 12 }), async (text, type, ifMatch) => {
          const response = await fetch(`${api.server.url}/api/v1${path}`, { method, headers: { Authorization: `Bearer ${api.tokens.owner}`, "Content-Type": type, "If-Match": ifMatch.replace(/[^\x20-\x7e]/g, "") }, body: text });
          await response.arrayBuffer();
          expect(response.status, `${target} with ${text}`).toBeLessThan(500);
        }),
        { numRuns: 12 },
      );
    }
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2000 }), fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }), async (bytes, name, folderId) => {
        const form = imageForm([name || "x", Buffer.from(bytes), "image/png"]);
        form.set("folderId", folderId);
        const response = await fetch(`${api.server.url}/api/v1/projects/shop/assets`, { method: "POST", headers: { Authorization: `Bearer ${api.tokens.owner}` }, body: form });
        await response.arrayBuffer();
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 20 },
    );
  }, 300_000);
});
