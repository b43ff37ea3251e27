import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import { startS3rver, type RunningS3 } from "./testing/start-s3rver";
import { elfExecutable, pngWithDamagedPixels, sampleImage } from "./testing/sample-images";

type Who = "owner" | "other" | "admin";
type UploadAnswer = { files: Array<{ name: string; ok: boolean; error?: string; asset?: { id: string; url: string; thumbnailUrl: string } }> };

function uploadForm(files: Array<{ name: string; bytes: Buffer; type?: string }>, folderId?: string): FormData {
  const body = new FormData();
  for (const file of files) body.append("files", new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/octet-stream" }), file.name);
  if (folderId) body.set("folderId", folderId);
  return body;
}

// The whole app with its files in S3 (s3rver), so the upload path, /media and the S3 driver are
// exercised together; the local-disk driver goes through the same contract suite.
describe.each(testDialects())("the assets routes through the app, stored in S3, on %s", (dialect) => {
  let s3: RunningS3;
  let server: TestServer;
  const clients = {} as Record<Who, BrowserLikeClient>;
  const db = () => server.database.db;
  const upload = (who: Who, body: FormData, headers: Record<string, string> = { Accept: "application/json" }) =>
    clients[who].request("/project/shop/assets/upload", { method: "POST", body, headers });

  beforeAll(async () => {
    s3 = await startS3rver();
    server = await startTestServer(dialect, { ADMIN_EMAILS: "root@example.com", UPLOAD_MAX_BYTES: String(512 * 1024), ...s3.env });
    for (const who of ["owner", "other", "admin"] as const) clients[who] = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(clients.owner, { email: "owner@example.com", name: "Owner" });
    await signInThroughLocalProvider(clients.other, { email: "other@example.com", name: "Other" });
    await signInThroughLocalProvider(clients.admin, { email: "root@example.com", name: "Root" });
    const created = await clients.owner.request("/?index", { method: "POST", body: new URLSearchParams({ intent: "create-project", name: "Shop", id: "shop", start: "blank" }) });
    expect(created.status).toBe(303);
  });
  afterAll(async () => {
    await server.stop();
    await s3.stop();
  });

  it("uploads several files in one request, answers per file, and serves the stored variants from S3", async () => {
    const response = await upload("owner", uploadForm([
      { name: "hero.jpg", bytes: await sampleImage(1400, 700), type: "image/jpeg" },
      { name: "setup.png", bytes: elfExecutable(), type: "image/png" },
    ]));
    expect(response.status).toBe(200);
    const { files } = (await response.json()) as UploadAnswer;
    expect(files.map((file) => [file.name, file.ok])).toEqual([
      ["hero.jpg", true],
      ["setup.png", false],
    ]);
    const asset = files[0]?.asset;
    const variant = await clients.other.request(asset?.thumbnailUrl ?? "");
    expect(variant.status).toBe(200);
    expect(variant.headers.get("content-type")).toBe("image/webp");
    expect(variant.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(320);
    const head = await clients.owner.request(asset?.url ?? "", { method: "HEAD" });
    expect(head.headers.get("content-type")).toBe("image/jpeg");
    expect(Number(head.headers.get("content-length"))).toBeGreaterThan(0);
    expect((await clients.owner.request("/media/shop/nothing/original-0.jpg")).status).toBe(404);
  });

  it("refuses an oversized file in its answer and a body far over the limit as a whole, storing nothing", async () => {
    const before = await db().selectFrom("assets").select("id").execute();
    const oversized = await upload("owner", uploadForm([{ name: "big.png", bytes: Buffer.alloc(600 * 1024, 7) }]));
    expect(((await oversized.json()) as UploadAnswer).files[0]).toEqual({ name: "big.png", ok: false, error: "The file is 600 KB; the limit is 512 KB per file." });
    const flood = await upload("owner", uploadForm([{ name: "flood.jpg", bytes: Buffer.alloc(7 * 1024 * 1024, 1) }]));
    expect(flood.status).toBe(413);
    expect(((await flood.json()) as { error: string }).error).toMatch(/too large/);
    expect(await db().selectFrom("assets").select("id").execute()).toEqual(before);
  });

  it("answers per file that a damaged PNG is damaged and a deeply nested SVG too complex, storing neither", async () => {
    const before = await db().selectFrom("assets").select("id").execute();
    const nested = `<svg xmlns="http://www.w3.org/2000/svg">${"<g>".repeat(20_000)}${"</g>".repeat(20_000)}</svg>`;
    const response = await upload("owner", uploadForm([
      { name: "scan.png", bytes: await pngWithDamagedPixels({ fixCrc: false }), type: "image/png" },
      { name: "nested.svg", bytes: Buffer.from(nested), type: "image/svg+xml" },
    ]));
    expect(response.status).toBe(200);
    expect(((await response.json()) as UploadAnswer).files).toEqual([
      { name: "scan.png", ok: false, error: "The image is damaged or incomplete and cannot be read. Export it again and retry." },
      { name: "nested.svg", ok: false, error: "This SVG nests elements more than 100 levels deep. Flatten its groups or save it as PNG or WebP." },
    ]);
    expect(await db().selectFrom("assets").select("id").execute()).toEqual(before);
  });

  it("sends a form post without JavaScript back to the screen with a summary", async () => {
    const response = await upload("owner", uploadForm([{ name: "plain.png", bytes: await sampleImage(50, 50, "png") }]), {});
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/project/shop/assets");
    const screen = await clients.owner.request("/project/shop/assets");
    expect(await screen.text()).toContain("Uploaded 1 image.");
  });

  it("keeps another partner out of the screen, the picker, the upload and every action; the admin may look only", async () => {
    const asset = await db().selectFrom("assets").select(["id", "fileName"]).where("projectId", "=", "shop").executeTakeFirstOrThrow();
    const before = await db().selectFrom("assets").selectAll().orderBy("id").execute();
    expect((await clients.other.request("/project/shop/assets")).status).toBe(404);
    expect((await clients.other.request("/project/shop/assets/images")).status).toBe(404);
    expect((await upload("other", uploadForm([{ name: "x.png", bytes: await sampleImage(20, 20, "png") }]))).status).toBe(404);
    const posts: Array<Record<string, string>> = [
      { intent: "save-image-details", assetId: asset.id, fileName: "mine.jpg", altText: "mine" },
      { intent: "delete-asset", assetId: asset.id, confirm: "1" },
      { intent: "move-assets", assetIds: asset.id, folderId: "" },
      { intent: "create-folder", name: "Mine" },
    ];
    for (const body of posts) {
      expect((await clients.other.request("/project/shop/assets", { method: "POST", body: new URLSearchParams(body) })).status).toBe(404);
      const admin = await clients.admin.request("/project/shop/assets", { method: "POST", body: new URLSearchParams(body) });
      expect(admin.status).toBe(403);
    }
    expect((await upload("admin", uploadForm([{ name: "x.png", bytes: await sampleImage(20, 20, "png") }]))).status).toBe(403);

    const seen = await clients.admin.request("/project/shop/assets");
    expect(seen.status).toBe(200);
    expect(await seen.text()).toContain(asset.fileName);
    const picker = await clients.admin.request("/project/shop/assets/images?q=hero");
    expect(((await picker.json()) as { images: Array<{ fileName: string }> }).images.map((image) => image.fileName)).toEqual(["hero.jpg"]);
    expect(await db().selectFrom("assets").selectAll().orderBy("id").execute()).toEqual(before);
  });
});
