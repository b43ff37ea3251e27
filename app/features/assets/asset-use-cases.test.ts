import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { createProject } from "../projects/create-project.server";
import { createFixture, refusal, type Fixture } from "../projects/test-fixtures";
import { assetImageSources } from "~/features/sections/shared/asset-image-sources";
import type { AssetStorage } from "./asset-storage";
import { createFolder } from "./create-folder.server";
import { deleteAsset } from "./delete-asset.server";
import { deleteFolder } from "./delete-folder.server";
import { listAssets } from "./list-assets.server";
import { listProjectImages, loadProjectImages } from "./list-project-images.server";
import { createLocalDiskStorage } from "./local-disk-storage.server";
import { moveAssets } from "./move-assets.server";
import { renameAsset } from "./rename-asset.server";
import { renameFolder } from "./rename-folder.server";
import { setAssetAltText } from "./set-asset-alt-text.server";
import { elfExecutable, jpegWithLocation, pngWithDamagedPixels, sampleImage } from "./testing/sample-images";
import { uploadAssets, type UploadDeps, type UploadResult } from "./upload-assets.server";

const silent = { error: () => {}, warn: () => {}, info: () => {} };
const limits = { maxBytes: 10 * 1024 * 1024, maxPixels: 50_000_000, projectQuotaBytes: 50 * 1024 * 1024 };

function storedFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name);
}

function accepted(result: UploadResult | undefined) {
  if (!result?.ok) throw new Error(`expected an accepted upload, got ${JSON.stringify(result)}`);
  return result.asset;
}

describe.each(testDialects())("asset use-cases on %s", (dialect) => {
  let f: Fixture;
  let dir: string;
  let deps: UploadDeps;
  beforeEach(async () => {
    f = await createFixture(dialect);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-assets-"));
    deps = { db: f.db, storage: createLocalDiskStorage(dir), limits, logger: silent };
    await createProject(f.db, f.owner, { name: "Shop", id: "shop" });
    await createProject(f.db, f.other, { name: "Theirs", id: "theirs" });
  });
  afterEach(async () => {
    await f.database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const upload = async (name: string, bytes: Buffer, folderId?: string) =>
    accepted((await uploadAssets(deps, f.owner, { projectId: "shop", folderId, files: [{ name, bytes }] }))[0]);
  const assetRows = () => f.db.selectFrom("assets").selectAll().orderBy("id").execute();

  it("stores each accepted file with its variants and answers a reason for each refused one", async () => {
    const results = await uploadAssets(deps, f.owner, {
      projectId: "SHOP",
      files: [
        { name: "C:\\photos\\beach.jpg", bytes: await sampleImage(1000, 500) },
        { name: "tool.png", bytes: elfExecutable() },
        { name: "empty.gif", bytes: Buffer.alloc(0) },
      ],
    });
    expect(results.map((result) => [result.name, result.ok])).toEqual([
      ["beach.jpg", true],
      ["tool.png", false],
      ["empty.gif", false],
    ]);
    expect(results[1]).toMatchObject({ error: expect.stringMatching(/not an image we accept/) });
    expect(results[2]).toMatchObject({ error: "The file is empty." });

    const asset = accepted(results[0]);
    expect(asset).toMatchObject({ fileName: "beach.jpg", contentType: "image/jpeg", width: 1000, height: 500, altText: "", folderId: null });
    expect(asset.variants.map((variant) => variant.width)).toEqual([320, 640, 960, 1000]);
    expect(asset.url).toMatch(/^\/media\/shop\/[A-Za-z0-9]{20}\/original-[0-9a-f]{16}\.jpg$/);
    expect(asset.thumbnailUrl).toMatch(/\/w320-[0-9a-f]{16}\.webp$/);
    const rows = await assetRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.storedBytes).toBe(rows[0]!.bytes + rows[0]!.variants.reduce((sum, variant) => sum + variant.bytes, 0));
    expect(storedFiles(dir)).toHaveLength(5);
  });

  it("refuses a file that would exceed the project's quota and stores nothing of it", async () => {
    await upload("first.png", await sampleImage(600, 400, "png"));
    const before = storedFiles(dir).length;
    const tight = { ...deps, limits: { ...limits, projectQuotaBytes: (await assetRows())[0]!.storedBytes + 100 } };
    const [result] = await uploadAssets(tight, f.owner, { projectId: "shop", files: [{ name: "second.jpg", bytes: await sampleImage(800, 600) }] });
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/^The project's storage is full: .* is used and this image needs .*\.$/) });
    expect(await assetRows()).toHaveLength(1);
    expect(storedFiles(dir)).toHaveLength(before);
  });

  it("answers the image already in the library for the same file uploaded again, storing nothing more, whatever its name or folder", async () => {
    const photo = await jpegWithLocation();
    const folder = await createFolder(f.db, f.owner, { projectId: "shop", name: "Cakes" });
    const first = await upload("cake.jpg", photo, folder.id);
    const files = storedFiles(dir);
    const rows = await assetRows();

    const [again, renamed, other] = await uploadAssets(deps, f.owner, {
      projectId: "shop",
      files: [
        { name: "cake.jpg", bytes: photo },
        { name: "IMG_2041.JPG", bytes: Buffer.from(photo) },
        { name: "other.jpg", bytes: await sampleImage(600, 400) },
      ],
    });
    // The camera's location was stripped from the kept original, and the same file is still recognised.
    expect(again).toEqual({ name: "cake.jpg", ok: true, duplicate: true, asset: first });
    expect(renamed).toEqual({ name: "IMG_2041.JPG", ok: true, duplicate: true, asset: first });
    expect(other).toMatchObject({ ok: true, duplicate: false, asset: { fileName: "other.jpg" } });
    expect(await assetRows()).toHaveLength(rows.length + 1);
    expect(storedFiles(dir).length).toBeGreaterThan(files.length);

    // Another project's library is its own: the same file there is stored there.
    await createProject(f.db, f.owner, { name: "Second shop", id: "second" });
    const [elsewhere] = await uploadAssets(deps, f.owner, { projectId: "second", files: [{ name: "cake.jpg", bytes: photo }] });
    expect(elsewhere).toMatchObject({ ok: true, duplicate: false, asset: { fileName: "cake.jpg" } });
  });

  it("keeps the same image sent twice at once only once, with no stray files", async () => {
    const photo = await sampleImage(900, 600);
    // Storing is slow enough that both uploads have looked for the image before either is kept.
    const local = deps.storage;
    const slow: AssetStorage = { ...local, put: async (key, bytes) => (await new Promise((resolve) => setTimeout(resolve, 300)), local.put(key, bytes)) };
    const [one, two] = await Promise.all([
      uploadAssets({ ...deps, storage: slow }, f.owner, { projectId: "shop", files: [{ name: "a.jpg", bytes: photo }] }),
      uploadAssets({ ...deps, storage: slow }, f.owner, { projectId: "shop", files: [{ name: "b.jpg", bytes: Buffer.from(photo) }] }),
    ]);
    expect([one[0], two[0]].map((result) => result?.ok && result.duplicate).sort()).toEqual([false, true]);
    const rows = await assetRows();
    expect(rows).toHaveLength(1);
    // Only the kept image's files stay: the original and its sizes.
    expect(storedFiles(dir)).toHaveLength(1 + rows[0]!.variants.length);
  });

  it("answers that a PNG with damaged pixel data is damaged and logs it as a refusal, not a server error", async () => {
    const logged: Record<"error" | "warn" | "info", unknown[][]> = { error: [], warn: [], info: [] };
    const logger = { error: (...line: unknown[]) => logged.error.push(line), warn: (...line: unknown[]) => logged.warn.push(line), info: (...line: unknown[]) => logged.info.push(line) };
    const [result] = await uploadAssets({ ...deps, logger }, f.owner, { projectId: "shop", files: [{ name: "scan.png", bytes: await pngWithDamagedPixels({ fixCrc: true }) }] });
    expect(result).toEqual({ name: "scan.png", ok: false, error: "The image is damaged or incomplete and cannot be read. Export it again and retry." });
    expect(logged.error).toEqual([]);
    expect(logged.info).toEqual([[expect.objectContaining({ projectId: "shop", file: "scan.png", reason: expect.stringMatching(/damaged/) }), "upload refused"]]);
    expect(await assetRows()).toEqual([]);
    expect(storedFiles(dir)).toEqual([]);
  });

  it("removes the files already written when storing fails part-way, and writes no row", async () => {
    const local = createLocalDiskStorage(dir);
    let puts = 0;
    const flaky: AssetStorage = {
      ...local,
      put: async (key, bytes) => {
        puts += 1;
        if (puts === 3) throw new Error("disk full");
        await local.put(key, bytes);
      },
    };
    const [result] = await uploadAssets({ ...deps, storage: flaky }, f.owner, { projectId: "shop", files: [{ name: "big.jpg", bytes: await sampleImage(1400, 700) }] });
    expect(result).toEqual({ name: "big.jpg", ok: false, error: "The image could not be stored. Try again in a moment." });
    expect(await assetRows()).toEqual([]);
    expect(storedFiles(dir)).toEqual([]);
  });

  it("organises images in folders: create, rename, move, filter, and delete a folder keeping its images", async () => {
    const logo = await upload("logo.png", await sampleImage(200, 200, "png"));
    const hero = await upload("hero.jpg", await sampleImage(1200, 600));
    const folder = await createFolder(f.db, f.owner, { projectId: "shop", name: " Brand " });
    expect(folder.name).toBe("Brand");
    expect((await refusal(createFolder(f.db, f.owner, { projectId: "shop", name: "brand" }), "CONFLICT")).fieldErrors.name).toMatch(/already a folder/);
    await refusal(createFolder(f.db, f.owner, { projectId: "shop", name: "a/b" }), "INVALID");

    expect(await moveAssets(f.db, f.owner, { projectId: "shop", assetIds: [logo.id], folderId: folder.id })).toEqual({ moved: 1, folderName: "Brand" });
    await renameFolder(f.db, f.owner, { projectId: "shop", folderId: folder.id, name: "Brand kit" });

    const inFolder = await listAssets(f.db, f.owner, { projectId: "shop", folder: folder.id });
    expect(inFolder.assets.map((asset) => asset.fileName)).toEqual(["logo.png"]);
    expect(inFolder.folders).toEqual([{ id: folder.id, name: "Brand kit", count: 1 }]);
    expect([inFolder.totalCount, inFolder.unfiledCount]).toEqual([2, 1]);
    expect((await listAssets(f.db, f.owner, { projectId: "shop", folder: "unfiled" })).assets.map((asset) => asset.id)).toEqual([hero.id]);
    expect((await listAssets(f.db, f.owner, { projectId: "shop" })).assets.map((asset) => asset.id)).toEqual([hero.id, logo.id]);

    await refusal(moveAssets(f.db, f.owner, { projectId: "shop", assetIds: [hero.id, "missing"], folderId: folder.id }), "NOT_FOUND");
    expect((await listAssets(f.db, f.owner, { projectId: "shop", folder: "unfiled" })).assets).toHaveLength(1);

    expect(await deleteFolder(f.db, f.owner, { projectId: "shop", folderId: folder.id })).toEqual({ name: "Brand kit", movedImages: 1 });
    const after = await listAssets(f.db, f.owner, { projectId: "shop", folder: "unfiled" });
    expect(after.assets).toHaveLength(2);
    expect(after.folders).toEqual([]);
  });

  it("renames an image, sets its alt text, and finds it by either, case-insensitively and with literal wildcards", async () => {
    const image = await upload("IMG_0001.jpg", await sampleImage(400, 300));
    await upload("other.jpg", await sampleImage(400, 300));
    await renameAsset(f.db, f.owner, { projectId: "shop", assetId: image.id, fileName: "Team photo 100%.jpg" });
    await setAssetAltText(f.db, f.owner, { projectId: "shop", assetId: image.id, altText: "  Five people laughing at a desk " });
    await refusal(renameAsset(f.db, f.owner, { projectId: "shop", assetId: image.id, fileName: "  " }), "INVALID");
    await refusal(setAssetAltText(f.db, f.owner, { projectId: "shop", assetId: image.id, altText: "x".repeat(301) }), "INVALID");

    const byName = await listAssets(f.db, f.owner, { projectId: "shop", search: "TEAM" });
    expect(byName.assets.map((asset) => [asset.fileName, asset.altText])).toEqual([["Team photo 100%.jpg", "Five people laughing at a desk"]]);
    expect((await listAssets(f.db, f.owner, { projectId: "shop", search: "laughing" })).assets).toHaveLength(1);
    expect((await listAssets(f.db, f.owner, { projectId: "shop", search: "100%" })).assets).toHaveLength(1);
    expect((await listAssets(f.db, f.owner, { projectId: "shop", search: "%" })).assets).toHaveLength(1);
  });

  it("warns before deleting an image that pages use, naming them, and deletes it with its files once confirmed", async () => {
    const used = await upload("hero.jpg", await sampleImage(800, 400));
    const unused = await upload("spare.png", await sampleImage(100, 100, "png"));
    const home = await f.db.selectFrom("pages").select(["id", "sections"]).where("projectId", "=", "shop").executeTakeFirstOrThrow();
    const image = { assetId: used.id, src: used.url, alt: "", width: 800, height: 400 };
    await f.db
      .updateTable("pages")
      .set({ sections: [...home.sections, { id: "hero1", type: "hero", variant: "casper", props: { image } }] })
      .where("id", "=", home.id)
      .execute();

    const library = await listAssets(f.db, f.owner, { projectId: "shop" });
    expect(library.assets.find((asset) => asset.id === used.id)?.usage).toEqual([{ kind: "page", id: home.id, slug: "home", title: "Home" }]);
    expect(library.assets.find((asset) => asset.id === unused.id)?.usage).toEqual([]);

    const warning = await refusal(deleteAsset(deps, f.owner, { projectId: "shop", assetId: used.id, confirm: false }), "CONFLICT");
    expect(warning.message).toBe("“hero.jpg” is used on the page “Home”. Confirm to delete it anyway; those places will show no image.");
    expect(await assetRows()).toHaveLength(2);

    const filesBefore = storedFiles(dir).length;
    expect(await deleteAsset(deps, f.owner, { projectId: "shop", assetId: used.id, confirm: "1" })).toMatchObject({ fileName: "hero.jpg", usage: [{ kind: "page" }] });
    expect((await assetRows()).map((row) => row.id)).toEqual([unused.id]);
    expect(storedFiles(dir)).toHaveLength(filesBefore - 4);
    await deleteAsset(deps, f.owner, { projectId: "shop", assetId: unused.id, confirm: false });
    expect(storedFiles(dir)).toEqual([]);
  });

  it("counts the live site as a use while its publication shows the image, even after the page dropped it", async () => {
    const shown = await upload("banner.jpg", await sampleImage(800, 400));
    const now = new Date();
    const sections = [{ id: "hero1", type: "hero", variant: "casper", props: { image: { assetId: shown.id, src: shown.url, alt: "", width: 800, height: 400 } } }];
    const body = Buffer.from("<!doctype html>");
    await f.db.insertInto("publications").values({ id: "pub1", projectId: "shop", number: 1, publishedBy: f.owner.userId, created: now }).execute();
    await f.db
      .insertInto("publishedDocuments")
      .values({ publicationId: "pub1", path: "", sourceKind: "page", sourceId: null, sourceVersion: null, contentType: "text/html; charset=utf-8", etag: '"1"', csp: null, body, bodyBr: body, bodyGz: body, sections })
      .execute();
    const usageOf = async () => (await listAssets(f.db, f.owner, { projectId: "shop" })).assets.find((asset) => asset.id === shown.id)?.usage;
    expect(await usageOf()).toEqual([]);

    await f.db.updateTable("projects").set({ livePublicationId: "pub1" }).where("id", "=", "shop").execute();
    expect(await usageOf()).toEqual([{ kind: "live", id: "shop", slug: "", title: "The live site" }]);
    const warning = await refusal(deleteAsset(deps, f.owner, { projectId: "shop", assetId: shown.id, confirm: false }), "CONFLICT");
    expect(warning.message).toBe("“banner.jpg” is used on the live site. Confirm to delete it anyway; those places will show no image.");
  });

  it("keeps another partner out of everything, and lets an admin look but not change", async () => {
    const image = await upload("secret.jpg", await sampleImage(400, 300));
    const folder = await createFolder(f.db, f.owner, { projectId: "shop", name: "Private" });
    const before = { assets: await assetRows(), folders: await f.db.selectFrom("assetFolders").selectAll().execute(), files: storedFiles(dir) };
    const target = { projectId: "shop" };

    for (const actor of [f.other, f.admin]) {
      const code = actor === f.admin ? "FORBIDDEN" : "NOT_FOUND";
      await refusal(uploadAssets(deps, actor, { ...target, files: [{ name: "x.jpg", bytes: await sampleImage(50, 50) }] }), code);
      await refusal(renameAsset(f.db, actor, { ...target, assetId: image.id, fileName: "mine.jpg" }), code);
      await refusal(setAssetAltText(f.db, actor, { ...target, assetId: image.id, altText: "mine" }), code);
      await refusal(moveAssets(f.db, actor, { ...target, assetIds: [image.id] }), code);
      await refusal(deleteAsset(deps, actor, { ...target, assetId: image.id, confirm: true }), code);
      await refusal(createFolder(f.db, actor, { ...target, name: "Mine" }), code);
      await refusal(renameFolder(f.db, actor, { ...target, folderId: folder.id, name: "Mine" }), code);
      await refusal(deleteFolder(f.db, actor, { ...target, folderId: folder.id }), code);
    }
    await refusal(listAssets(f.db, f.other, target), "NOT_FOUND");
    await refusal(listProjectImages(f.db, f.other, target), "NOT_FOUND");
    // Their own project's id does not open the door to ours either.
    await refusal(renameAsset(f.db, f.other, { projectId: "theirs", assetId: image.id, fileName: "mine.jpg" }), "NOT_FOUND");
    await refusal(moveAssets(f.db, f.other, { projectId: "theirs", assetIds: [image.id] }), "NOT_FOUND");
    expect((await loadProjectImages(f.db, "theirs", [image.id])).size).toBe(0);

    const seenByAdmin = await listAssets(f.db, f.admin, target);
    expect(seenByAdmin.assets.map((asset) => asset.id)).toEqual([image.id]);
    expect(seenByAdmin.canEdit).toBe(false);
    expect((await listAssets(f.db, f.owner, target)).canEdit).toBe(true);
    expect({ assets: await assetRows(), folders: await f.db.selectFrom("assetFolders").selectAll().execute(), files: storedFiles(dir) }).toEqual(before);
  });

  it("lists the newest thousand images and says when there are more", async () => {
    const now = Date.now();
    const rows = Array.from({ length: 1001 }, (_, index) => ({
      id: `bulk${String(index).padStart(4, "0")}`,
      projectId: "shop",
      folderId: null,
      fileName: `bulk-${index}.jpg`,
      contentType: "image/jpeg",
      bytes: 10,
      storedBytes: 10,
      width: 10,
      height: 10,
      originalKey: `shop/bulk${index}/original-0.jpg`,
      variants: [],
      placeholder: null,
      altText: "",
      created: new Date(now + index),
      updated: new Date(now + index),
    }));
    for (let start = 0; start < rows.length; start += 200) await f.db.insertInto("assets").values(rows.slice(start, start + 200)).execute();
    const library = await listAssets(f.db, f.owner, { projectId: "shop" });
    expect(library.assets).toHaveLength(1000);
    expect(library.truncated).toBe(true);
    expect(library.assets[0]?.fileName).toBe("bulk-1000.jpg");
    expect(library.totalCount).toBe(1001);
    expect((await listAssets(f.db, f.owner, { projectId: "shop", search: "bulk-7" })).truncated).toBe(false);
  });

  it("gives the editor and published pages the variants as srcset, and SVG as one scalable file", async () => {
    const photo = await upload("photo.jpg", await sampleImage(1500, 1000));
    const svg = accepted(
      (await uploadAssets(deps, f.owner, { projectId: "shop", files: [{ name: "mark.svg", bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="48" height="24"/>') }] }))[0],
    );
    const images = await loadProjectImages(f.db, "shop", [photo.id, svg.id, "nope"]);
    const sources = assetImageSources(images.get(photo.id)!, "(min-width: 1024px) 50vw, 100vw");
    expect(sources.srcset?.split(", ").map((entry) => entry.split(" ")[1])).toEqual(["320w", "640w", "960w", "1280w", "1500w"]);
    expect(sources).toMatchObject({ src: expect.stringMatching(/w1500-.*\.webp$/), sizes: "(min-width: 1024px) 50vw, 100vw", width: 1500, height: 1000 });
    expect(sources.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(assetImageSources(images.get(svg.id)!)).toEqual({ src: svg.url, width: 48, height: 24, placeholder: null });

    const picker = await listProjectImages(f.db, f.owner, { projectId: "shop", search: "PHO" });
    expect(picker.images.map((image) => image.id)).toEqual([photo.id]);
  });
});
