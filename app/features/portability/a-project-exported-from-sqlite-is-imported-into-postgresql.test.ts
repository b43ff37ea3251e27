import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { addRedirect } from "~/features/projects/add-redirect.server";
import { readRedirects } from "~/features/projects/redirect-rules.server";
import { setNotFoundPage } from "~/features/projects/set-not-found-page.server";
import { createFixture, type Fixture } from "~/features/projects/test-fixtures";
import { updatePageSettings } from "~/features/projects/update-page-settings.server";
import { importProject } from "./import-project.server";
import { readProjectArchive } from "./read-project-archive.server";
import { buildBakery, depsFor, exportedZip, handMadeZip, temporaryStorage } from "./test-fixtures";

/** The archive's files by name, read by the importer's own reader. */
async function entriesOf(zip: Buffer): Promise<Map<string, Buffer>> {
  const { manifest, files } = await readProjectArchive(zip, { maxUncompressedBytes: 100 * 1024 * 1024, maxEntries: 100, maxRatio: 200 });
  return new Map([["project.json", Buffer.from(JSON.stringify(manifest))], ...files]);
}

// The source is always SQLite; the target is each dialect under test, PostgreSQL when it is set up.
describe.each(testDialects())("a project exported from SQLite and imported into %s", (targetDialect) => {
  let source: Fixture;
  let target: Fixture;
  let sourceFiles: ReturnType<typeof temporaryStorage>;
  let targetFiles: ReturnType<typeof temporaryStorage>;
  let zip: Buffer;

  beforeAll(async () => {
    source = await createFixture("sqlite");
    target = await createFixture(targetDialect);
    sourceFiles = temporaryStorage();
    targetFiles = temporaryStorage();
    await buildBakery(source.db, sourceFiles.storage, source.owner);
    zip = await exportedZip(source.db, sourceFiles.storage, source.owner);
  }, 60_000);
  afterAll(async () => {
    await source.database.close();
    await target.database.close();
    sourceFiles.remove();
    targetFiles.remove();
  });

  it("writes one versioned manifest with pages, modules, sections with their versions, images and the three publications", async () => {
    const entries = await entriesOf(zip);
    const manifest = JSON.parse(entries.get("project.json")?.toString("utf8") ?? "{}");
    expect(manifest).toMatchObject({ format: "pagewright-project", version: 3, project: { id: "bakery", name: "Bakery" } });
    expect(manifest.pages.map((page: { slug: string }) => page.slug)).toEqual(["home", "about"]);
    expect(manifest.modules.map((module: { slug: string }) => module.slug)).toEqual(["offer"]);
    expect(manifest.pages[0].sections.every((section: { type: string; version?: number }) => section.type === "module-reference" || typeof section.version === "number")).toBe(true);
    expect(manifest.publications.map((publication: { number: number; isLive: boolean }) => [publication.number, publication.isLive])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(manifest.images).toHaveLength(1);
    const original = entries.get(manifest.images[0].file);
    expect(original?.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it("recreates every page, module, section and image under the chosen id, with images served from the new project's files", async () => {
    const { id } = await importProject(depsFor(target.db, targetFiles.storage), target.owner, { archive: zip, id: "bakerycopy" });
    expect(id).toBe("bakerycopy");
    const project = await target.db.selectFrom("projects").selectAll().where("id", "=", "bakerycopy").executeTakeFirstOrThrow();
    expect(project).toMatchObject({ name: "Bakery", ownerId: target.owner.userId, livePublicationId: null });
    const pages = await target.db.selectFrom("pages").selectAll().where("projectId", "=", "bakerycopy").orderBy("position").execute();
    expect(pages.map((page) => page.slug)).toEqual(["home", "about"]);
    expect(project.homePageId).toBe(pages[0]?.id);
    const modules = await target.db.selectFrom("modules").selectAll().where("projectId", "=", "bakerycopy").execute();
    expect(modules.map((module) => module.slug)).toEqual(["offer"]);
    const home = pages[0]?.sections ?? [];
    const reference = home.find((section) => section.type === "module-reference");
    expect(reference?.props.moduleId).toBe(modules[0]?.id);
    const hero = home.find((section) => section.type === "hero");
    expect(hero?.props.title).toBe("Bread and cakes, baked at dawn");
    const assets = await target.db.selectFrom("assets").selectAll().where("projectId", "=", "bakerycopy").execute();
    expect(assets).toHaveLength(1);
    const asset = assets[0];
    expect(hero?.props.image).toMatchObject({ assetId: asset?.id, src: `/media/${asset?.originalKey}`, alt: "Fresh bread" });
    for (const key of [asset?.originalKey ?? "", ...(asset?.variants ?? []).map((variant) => variant.key)]) {
      expect(await targetFiles.storage.exists(key), key).toBe(true);
    }
  });

  it("exports the imported project to the same content (round trip)", async () => {
    const again = await entriesOf(await exportedZip(target.db, targetFiles.storage, target.owner, "bakerycopy"));
    const first = await entriesOf(zip);
    const manifest = (entries: Map<string, Buffer>) => JSON.parse(entries.get("project.json")?.toString("utf8") ?? "{}");
    const shape = (value: ReturnType<typeof manifest>) => ({
      pages: value.pages.map((page: { slug: string; title: string; sections: { type: string; props: Record<string, unknown> }[] }) => ({
        slug: page.slug,
        title: page.title,
        types: page.sections.map((section) => section.type),
        titles: page.sections.map((section) => section.props.title ?? null),
      })),
      modules: value.modules.map((module: { slug: string; sections: unknown[] }) => ({ slug: module.slug, sections: module.sections })),
    });
    expect(shape(manifest(again))).toEqual(shape(manifest(first)));
  });

  it("carries “Keep my exact colour” across, so the imported site keeps the colour its owner chose", async () => {
    const { settings } = await source.db.selectFrom("projects").select("settings").where("id", "=", "bakery").executeTakeFirstOrThrow();
    await source.db.updateTable("projects").set({ settings: { ...settings, isPrimaryExact: true } }).where("id", "=", "bakery").execute();
    const exact = await exportedZip(source.db, sourceFiles.storage, source.owner);
    expect(JSON.parse((await entriesOf(exact)).get("project.json")?.toString("utf8") ?? "{}").project.settings.isPrimaryExact).toBe(true);
    const { id } = await importProject(depsFor(target.db, targetFiles.storage), target.owner, { archive: exact, id: "exactcolour" });
    const imported = await target.db.selectFrom("projects").select("settings").where("id", "=", id).executeTakeFirstOrThrow();
    expect(imported.settings.isPrimaryExact).toBe(true);
    await source.db.updateTable("projects").set({ settings }).where("id", "=", "bakery").execute();
  });

  it("carries the redirects, the chosen not-found page and a page's noindex and own language across; a file made before them imports with none", async () => {
    const about = await source.db.selectFrom("pages").select(["id", "version"]).where("projectId", "=", "bakery").where("slug", "=", "about").executeTakeFirstOrThrow();
    await addRedirect(source.db, source.owner, { projectId: "bakery", from: "/old-about", to: "/about", status: "301" });
    await addRedirect(source.db, source.owner, { projectId: "bakery", from: "/blog", to: "https://blog.example.com/bread", status: "302" });
    await setNotFoundPage(source.db, source.owner, { projectId: "bakery", pageId: about.id });
    await updatePageSettings(source.db, source.owner, { projectId: "bakery", pageId: about.id, seoTitle: "About the bakery", noindex: "on", language: "en-GB", version: about.version });
    const withRules = await exportedZip(source.db, sourceFiles.storage, source.owner);
    const written = JSON.parse((await entriesOf(withRules)).get("project.json")?.toString("utf8") ?? "{}");
    expect(written.project.notFoundPageId).toBe(about.id);
    expect(written.redirects).toEqual([
      { from: "/blog", to: "https://blog.example.com/bread", status: 302 },
      { from: "/old-about", to: "/about", status: 301 },
    ]);

    const { id } = await importProject(depsFor(target.db, targetFiles.storage), target.owner, { archive: withRules, id: "bakeryrules" });
    const imported = await target.db.selectFrom("pages").select(["id", "seo"]).where("projectId", "=", id).where("slug", "=", "about").executeTakeFirstOrThrow();
    expect(imported.id).not.toBe(about.id);
    expect(imported.seo).toMatchObject({ title: "About the bakery", noindex: true, language: "en-GB" });
    expect((await target.db.selectFrom("projects").select("notFoundPageId").where("id", "=", id).executeTakeFirstOrThrow()).notFoundPageId).toBe(imported.id);
    expect(await readRedirects(target.db, id)).toEqual(written.redirects);

    // The same file as an installation without redirects wrote it.
    const { redirects: _redirects, ...older } = written;
    const images = [...(await entriesOf(withRules))].filter(([name]) => name !== "project.json").map(([name, data]) => ({ name, data }));
    const olderManifest = { ...older, project: { ...older.project, notFoundPageId: undefined } };
    const olderZip = handMadeZip([{ name: "project.json", data: Buffer.from(JSON.stringify(olderManifest)) }, ...images]);
    const { id: olderId } = await importProject(depsFor(target.db, targetFiles.storage), target.owner, { archive: olderZip, id: "bakeryolder" });
    expect((await target.db.selectFrom("projects").select("notFoundPageId").where("id", "=", olderId).executeTakeFirstOrThrow()).notFoundPageId).toBeNull();
    expect(await readRedirects(target.db, olderId)).toEqual([]);
  });

  it("carries where a module may be embedded across, and a module without a list stays embeddable anywhere", async () => {
    await source.db.updateTable("modules").set({ embedHosts: ["www.crumbandco.com", "*.crumbandco.com"] }).where("projectId", "=", "bakery").where("slug", "=", "offer").execute();
    const withHosts = await exportedZip(source.db, sourceFiles.storage, source.owner);
    const written = JSON.parse((await entriesOf(withHosts)).get("project.json")?.toString("utf8") ?? "{}");
    expect(written.modules.map((module: { embedHosts?: string[] }) => module.embedHosts)).toEqual([["www.crumbandco.com", "*.crumbandco.com"]]);
    const { id } = await importProject(depsFor(target.db, targetFiles.storage), target.owner, { archive: withHosts, id: "bakeryhosts" });
    expect(await target.db.selectFrom("modules").select(["slug", "embedHosts"]).where("projectId", "=", id).execute()).toEqual([{ slug: "offer", embedHosts: ["www.crumbandco.com", "*.crumbandco.com"] }]);
    const imported = await target.db.selectFrom("modules").select("embedHosts").where("projectId", "=", "bakerycopy").execute();
    expect(imported.map((module) => module.embedHosts)).toEqual([null]);
    await source.db.updateTable("modules").set({ embedHosts: null }).where("projectId", "=", "bakery").execute();
  });

  it("refuses the file's own id when it is taken there, and changes nothing", async () => {
    await importProject(depsFor(target.db, targetFiles.storage), target.owner, { archive: zip });
    const before = await target.db.selectFrom("projects").select("id").execute();
    await expect(importProject(depsFor(target.db, targetFiles.storage), target.owner, { archive: zip })).rejects.toThrow("The id “bakery” is already taken");
    await expect(importProject(depsFor(target.db, targetFiles.storage), target.owner, { archive: zip, id: "admin" })).rejects.toThrow("is used by Pagewright itself");
    expect(await target.db.selectFrom("projects").select("id").execute()).toEqual(before);
  });

  it("still exports a project whose image file is gone, leaving that image out, and the export imports", async () => {
    const asset = await source.db.selectFrom("assets").select("originalKey").where("projectId", "=", "bakery").executeTakeFirstOrThrow();
    await sourceFiles.storage.delete(asset.originalKey);
    const withoutImage = await exportedZip(source.db, sourceFiles.storage, source.owner);
    const entries = await entriesOf(withoutImage);
    expect(JSON.parse(entries.get("project.json")?.toString("utf8") ?? "{}").images).toEqual([]);
    const { id } = await importProject(depsFor(target.db, targetFiles.storage), target.owner, { archive: withoutImage, id: "noimage" });
    expect(await target.db.selectFrom("assets").select("id").where("projectId", "=", id).execute()).toEqual([]);
  });
});
