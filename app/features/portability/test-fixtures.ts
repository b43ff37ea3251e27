import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import pino from "pino";
import type { Actor, Db } from "~/access/project-access.server";
import { createLocalDiskStorage } from "~/features/assets/local-disk-storage.server";
import { libraryImageSources } from "~/features/assets/library-images.server";
import { sampleImage } from "~/features/assets/testing/sample-images";
import { uploadAssets } from "~/features/assets/upload-assets.server";
import { createModule } from "~/features/projects/create-module.server";
import { createPage } from "~/features/projects/create-page.server";
import { createProject } from "~/features/projects/create-project.server";
import { updatePageContent } from "~/features/projects/update-page-content.server";
import { publishProject } from "~/features/publishing/publish-project.server";
import { pageCssBuilder } from "~/features/publishing/site-stylesheet.server";
import type { PagewrightLoadContext } from "~/load-context";
import { importDeps } from "~/routes/portability-deps.server";
import { exportProject } from "./export-project.server";
import type { ImportDeps } from "./import-project.server";

export const LIMITS = { maxBytes: 10 * 1024 * 1024, maxPixels: 50_000_000, projectQuotaBytes: 50 * 1024 * 1024 };
const silent = pino({ level: "silent" });

export type Storage = PagewrightLoadContext["storage"];

/** Local-disk storage in a fresh temporary folder, and how to remove it. */
export function temporaryStorage(): { storage: Storage; dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-portability-"));
  return { storage: createLocalDiskStorage(dir), dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export function depsFor(db: Db, storage: Storage): ImportDeps {
  return importDeps({ db, storage, limits: LIMITS, logger: silent });
}

/**
 * "Bakery": a starter home page whose hero shows a library image and which places the module
 * "offer", an "about" page, an image in a folder-less library and three publications.
 */
export async function buildBakery(db: Db, storage: Storage, owner: Actor): Promise<{ homePageId: string; assetId: string }> {
  const { homePageId } = await createProject(db, owner, { name: "Bakery", id: "bakery", start: "starter" });
  await createPage(db, owner, { projectId: "bakery", title: "About us", slug: "about" });
  const offer = await createModule(db, owner, { projectId: "bakery", name: "Offer", slug: "offer" });
  await db.updateTable("modules").set({ sections: [{ id: "offerText01", type: "content", variant: "default", props: { title: "Two loaves for one" }, version: 1 }] }).where("id", "=", offer.id).execute();
  const [uploaded] = await uploadAssets({ db, storage, limits: LIMITS, logger: silent }, owner, { projectId: "bakery", files: [{ name: "bread.jpg", bytes: await sampleImage(1600, 900) }] });
  if (!uploaded?.ok) throw new Error("the sample image was refused");
  const asset = uploaded.asset;
  const page = await db.selectFrom("pages").select(["sections", "version"]).where("id", "=", homePageId).executeTakeFirstOrThrow();
  const image = { assetId: asset.id, src: asset.url, alt: "Fresh bread", width: asset.width, height: asset.height };
  const withImage = page.sections.map((section) => (section.type === "hero" ? { ...section, variant: "kale", props: { ...section.props, image } } : section));
  const sections = [...withImage, { id: "offerRef0001", type: "module-reference", variant: "default", props: { moduleId: offer.id } }];
  const saved = await updatePageContent(db, owner, { projectId: "bakery", pageId: homePageId, sections, version: page.version });
  const readStoredFile = async (key: string) => {
    const file = await storage.get(key);
    return file ? Buffer.concat(await file.body.toArray()) : null;
  };
  const publish = () => publishProject(db, owner, { projectId: "bakery", origin: "http://127.0.0.1:3000", cssBuilder: pageCssBuilder, libraryImages: libraryImageSources, readStoredFile });
  await publish();
  const titled = (title: string) => sections.map((section) => (section.type === "hero" ? { ...section, props: { ...section.props, title } } : section));
  const second = await updatePageContent(db, owner, { projectId: "bakery", pageId: homePageId, sections: titled("Bread, baked at dawn"), version: saved.version });
  await publish();
  await updatePageContent(db, owner, { projectId: "bakery", pageId: homePageId, sections: titled("Bread and cakes, baked at dawn"), version: second.version });
  await publish();
  return { homePageId, assetId: asset.id };
}

/** The export of a project as the bytes of its zip. */
export async function exportedZip(db: Db, storage: Storage, owner: Actor, projectId = "bakery"): Promise<Buffer> {
  const { body } = await exportProject({ db, storage, origin: "http://127.0.0.1:3000" }, owner, projectId);
  return Buffer.concat(await Readable.fromWeb(body as WebReadableStream).toArray());
}
