import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { addSiteLanguage } from "~/features/projects/add-site-language.server";
import { getPage } from "~/features/projects/get-page.server";
import { getPageLocalizations } from "~/features/projects/get-page-localizations.server";
import { setSiteLanguagePublished } from "~/features/projects/set-site-language-published.server";
import { createFixture, refusal, snapshot, type Fixture } from "~/features/projects/test-fixtures";
import { updatePageLocalization } from "~/features/projects/update-page-localization.server";
import { AppError } from "~/lib/app-error";
import { importProject } from "./import-project.server";
import { readProjectArchive } from "./read-project-archive.server";
import { buildBakery, depsFor, exportedZip, handMadeZip, temporaryStorage } from "./test-fixtures";

// The source is SQLite; the target each dialect under test.
describe.each(testDialects())("a site's languages travel through export and import into %s", (targetDialect) => {
  let source: Fixture;
  let target: Fixture;
  let sourceFiles: ReturnType<typeof temporaryStorage>;
  let targetFiles: ReturnType<typeof temporaryStorage>;
  let zip: Buffer;
  let heroId: string;

  const settingsVersion = async (fixture: Fixture) => (await fixture.db.selectFrom("projects").select("settingsVersion").where("id", "=", "bakery").executeTakeFirstOrThrow()).settingsVersion;

  beforeAll(async () => {
    source = await createFixture("sqlite");
    target = await createFixture(targetDialect);
    sourceFiles = temporaryStorage();
    targetFiles = temporaryStorage();
    const { homePageId } = await buildBakery(source.db, sourceFiles.storage, source.owner);
    await addSiteLanguage(source.db, source.owner, { projectId: "bakery", language: "fr", version: await settingsVersion(source) });
    await addSiteLanguage(source.db, source.owner, { projectId: "bakery", language: "ar", version: await settingsVersion(source) });
    await setSiteLanguagePublished(source.db, source.owner, { projectId: "bakery", language: "ar", published: true, version: await settingsVersion(source) });
    const home = await getPage(source.db, source.owner, { projectId: "bakery", slug: "home" });
    heroId = home.sections.find((section) => section.type === "hero")!.id;
    await updatePageLocalization(source.db, source.owner, {
      projectId: "bakery",
      pageId: homePageId,
      language: "fr",
      version: 1,
      slug: "accueil",
      title: "Accueil",
      seoTitle: "Pain frais",
      texts: { [heroId]: { title: "Du pain et des gâteaux, cuits à l'aube" } },
    });
    zip = await exportedZip(source.db, sourceFiles.storage, source.owner);
  }, 60_000);
  afterAll(async () => {
    await source.database.close();
    await target.database.close();
    sourceFiles.remove();
    targetFiles.remove();
  });

  it("brings back the added languages, each page's translated and untranslated versions, word for word", async () => {
    await importProject(depsFor(target.db, targetFiles.storage), target.owner, { archive: zip, id: "bakerycopy" });
    const before = await getPageLocalizations(source.db, source.owner, { projectId: "bakery" });
    const after = await getPageLocalizations(target.db, target.owner, { projectId: "bakerycopy" });
    expect(after.languages).toEqual([
      { tag: "fr", published: false },
      { tag: "ar", published: true },
    ]);
    const shape = (versions: typeof before.localizations) => versions.map(({ pageId: _pageId, version: _version, ...rest }) => rest);
    expect(shape(after.localizations)).toEqual(shape(before.localizations));
    expect(after.localizations.find((version) => version.language === "fr" && version.slug === "accueil")).toMatchObject({ title: "Accueil", seoTitle: "Pain frais", translated: true });
    expect(after.localizations.find((version) => version.language === "fr" && version.slug === "accueil")!.texts[heroId]).toMatchObject({ title: "Du pain et des gâteaux, cuits à l'aube" });
  });

  it("refuses a file whose translations break the rules, naming each problem, and imports nothing", async () => {
    const { manifest, files } = await readProjectArchive(zip, { maxUncompressedBytes: 100 * 1024 * 1024, maxEntries: 100, maxRatio: 200 });
    const broken = structuredClone(manifest) as { pages: { localizations: { language: string; slug: string; texts: Record<string, Record<string, unknown>> }[] }[] };
    const [home, about] = broken.pages;
    home!.localizations[0]!.language = "de";
    about!.localizations[1]!.slug = home!.localizations[1]!.slug;
    home!.localizations[1]!.texts = { [heroId]: { price: "1" }, nowhere: { title: "x" } };
    const entries = [{ name: "project.json", data: Buffer.from(JSON.stringify(broken)) }, ...[...files].map(([name, data]) => ({ name, data }))];
    const before = await snapshot(target.db);
    const error = await refusal(importProject(depsFor(target.db, targetFiles.storage), target.owner, { archive: handMadeZip(entries), id: "brokencopy" }), "INVALID");
    expect(error).toBeInstanceOf(AppError);
    const problems = Object.values(error.fieldErrors).join("\n");
    expect(problems).toMatch(/does not add this language/);
    expect(problems).toMatch(/Another page uses the slug/);
    expect(problems).toMatch(/no text “price”/);
    expect(problems).toMatch(/a section the page does not have/);
    expect(await snapshot(target.db)).toEqual(before);
  });
});
