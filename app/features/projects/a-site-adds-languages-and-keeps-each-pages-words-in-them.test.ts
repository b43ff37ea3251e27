import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { addSiteLanguage } from "./add-site-language.server";
import { createPage } from "./create-page.server";
import { createProject } from "./create-project.server";
import { deletePage } from "./delete-page.server";
import { duplicatePage } from "./duplicate-page.server";
import { getPage } from "./get-page.server";
import { getPageLocalizations } from "./get-page-localizations.server";
import { removeSiteLanguage } from "./remove-site-language.server";
import { renamePage } from "./rename-page.server";
import { setSiteLanguagePublished } from "./set-site-language-published.server";
import { createFixture, refusal, snapshot, type Fixture } from "./test-fixtures";
import { updatePageLocalization } from "./update-page-localization.server";
import { updatePageContent } from "./update-page-content.server";
import { updateProjectSettings } from "./update-project-settings.server";
import { textsOfSection } from "~/features/sections/section-texts";

const hero = {
  id: "hero1",
  type: "hero",
  variant: "default",
  version: 1,
  props: { title: "Fresh bread every morning", eyebrow: "Since 1990", primaryAction: { label: "Order now", href: "/order" } },
};

describe.each(testDialects())("a site's languages on %s", (dialect) => {
  let f: Fixture;
  let homePageId: string;
  const settingsVersion = async () => (await f.db.selectFrom("projects").select("settingsVersion").where("id", "=", "crumb").executeTakeFirstOrThrow()).settingsVersion;
  const versions = async () => getPageLocalizations(f.db, f.owner, { projectId: "crumb" });

  beforeEach(async () => {
    f = await createFixture(dialect);
    ({ homePageId } = await createProject(f.db, f.owner, { name: "Crumb & Co", id: "crumb" }));
    const home = await getPage(f.db, f.owner, { projectId: "crumb", slug: "home" });
    await updatePageContent(f.db, f.owner, { projectId: "crumb", pageId: homePageId, version: home.version, sections: [hero] });
  });
  afterEach(async () => {
    await f.database.close();
  });

  it("adds a language as a copy of every page, not translated yet and not served", async () => {
    await createPage(f.db, f.owner, { projectId: "crumb", title: "Order", slug: "order" });
    const added = await addSiteLanguage(f.db, f.owner, { projectId: "crumb", language: "FR", version: await settingsVersion() });
    expect(added.language).toBe("fr");
    const site = await versions();
    expect(site.languages).toEqual([{ tag: "fr", published: false }]);
    expect(site.localizations.map((version) => [version.slug, version.title, version.translated])).toEqual([
      ["home", "Home", false],
      ["order", "Order", false],
    ]);
    // The hero's words as the editor shows them, with the defaults its schema fills in; its button's address is no word.
    expect(Object.keys(site.localizations[0]!.texts.hero1!).sort()).toEqual(["eyebrow", "image.alt", "primaryAction.label", "text", "title"]);
    expect(site.localizations[0]!.texts.hero1).toMatchObject({ title: "Fresh bread every morning", eyebrow: "Since 1990", "primaryAction.label": "Order now" });

    await setSiteLanguagePublished(f.db, f.owner, { projectId: "crumb", language: "fr", published: "on", version: await settingsVersion() });
    expect((await versions()).languages).toEqual([{ tag: "fr", published: true }]);
  });

  it("refuses an unknown language, the site's own, one added twice, one whose address a page has, and a stale screen, changing nothing", async () => {
    await addSiteLanguage(f.db, f.owner, { projectId: "crumb", language: "de", version: await settingsVersion() });
    await createPage(f.db, f.owner, { projectId: "crumb", title: "Français", slug: "fr" });
    const before = await snapshot(f.db);
    const version = await settingsVersion();
    expect((await refusal(addSiteLanguage(f.db, f.owner, { projectId: "crumb", language: "xx-nowhere", version }), "INVALID")).fieldErrors.language).toMatch(/listed languages/);
    expect((await refusal(addSiteLanguage(f.db, f.owner, { projectId: "crumb", language: "en", version }), "CONFLICT")).message).toMatch(/English is this site's own language/);
    expect((await refusal(addSiteLanguage(f.db, f.owner, { projectId: "crumb", language: "de", version }), "CONFLICT")).message).toMatch(/has a Deutsch version already/);
    expect((await refusal(addSiteLanguage(f.db, f.owner, { projectId: "crumb", language: "fr", version }), "CONFLICT")).message).toMatch(/slug “fr”/);
    await refusal(addSiteLanguage(f.db, f.owner, { projectId: "crumb", language: "it", version: version - 1 }), "STALE_VERSION");
    await refusal(removeSiteLanguage(f.db, f.owner, { projectId: "crumb", language: "it", version }), "NOT_FOUND");
    const settings = { name: "Crumb & Co", primaryColor: "#1d4ed8", homePageId, version };
    expect((await refusal(updateProjectSettings(f.db, f.owner, { projectId: "crumb", ...settings, language: "de" }), "CONFLICT")).fieldErrors.language).toMatch(/one of the languages this site adds/);
    expect(await snapshot(f.db)).toEqual(before);
  });

  it("gives a new or copied page its version in every language, and keeps a language's address from pages", async () => {
    await addSiteLanguage(f.db, f.owner, { projectId: "crumb", language: "fr", version: await settingsVersion() });
    await createPage(f.db, f.owner, { projectId: "crumb", title: "Order", slug: "order" });
    const copy = await duplicatePage(f.db, f.owner, { projectId: "crumb", pageId: homePageId, title: "Home again", slug: "home-again" });
    const site = await versions();
    expect(site.localizations.map((version) => version.slug)).toEqual(["home", "order", "home-again"]);
    // The copy's sections have ids of their own, and its versions start from its own words.
    const copiedTexts = site.localizations.find((version) => version.pageId === copy.id)!.texts;
    expect(Object.keys(copiedTexts)).not.toContain("hero1");
    expect(Object.values(copiedTexts)[0]).toMatchObject({ title: "Fresh bread every morning" });

    const before = await snapshot(f.db);
    expect((await refusal(createPage(f.db, f.owner, { projectId: "crumb", title: "FR", slug: "FR" }), "CONFLICT")).fieldErrors.slug).toMatch(/French pages/);
    await refusal(renamePage(f.db, f.owner, { projectId: "crumb", pageId: copy.id, slug: "fr", version: 1 }), "CONFLICT");
    expect(await snapshot(f.db)).toEqual(before);
  });

  it("saves a page's translation: its address, title, SEO texts and words, then calls it translated", async () => {
    await addSiteLanguage(f.db, f.owner, { projectId: "crumb", language: "fr", version: await settingsVersion() });
    const saved = await updatePageLocalization(f.db, f.owner, {
      projectId: "crumb",
      pageId: homePageId,
      language: "fr",
      version: 1,
      slug: "accueil",
      title: "Accueil",
      seoTitle: "Du pain frais",
      texts: JSON.stringify({ hero1: { title: "Du pain frais chaque matin", "primaryAction.label": "Commander" } }),
    });
    expect(saved).toEqual({ version: 2, slug: "accueil", title: "Accueil" });
    const [home] = (await versions()).localizations;
    expect(home).toMatchObject({ slug: "accueil", title: "Accueil", seoTitle: "Du pain frais", translated: true, version: 2 });
    expect(home!.texts.hero1).toMatchObject({ title: "Du pain frais chaque matin", eyebrow: "Since 1990", "primaryAction.label": "Commander" });
    // The layout stays the default language's: the page's own words are untouched.
    const page = await getPage(f.db, f.owner, { projectId: "crumb", slug: "home" });
    expect(textsOfSection(page.sections[0]!)).toMatchObject({ title: "Fresh bread every morning" });
  });

  it("refuses a taken slug, a text of no section, a text the section lacks, too long a text, a deleted page, a language not added and a stale version, changing nothing", async () => {
    await addSiteLanguage(f.db, f.owner, { projectId: "crumb", language: "fr", version: await settingsVersion() });
    const order = await createPage(f.db, f.owner, { projectId: "crumb", title: "Order", slug: "order" });
    const gone = await createPage(f.db, f.owner, { projectId: "crumb", title: "Gone", slug: "gone" });
    await deletePage(f.db, f.owner, { projectId: "crumb", pageId: gone.id });
    const before = await snapshot(f.db);
    const save = (changes: Record<string, unknown>) => updatePageLocalization(f.db, f.owner, { projectId: "crumb", pageId: homePageId, language: "fr", version: 1, ...changes });
    expect((await refusal(save({ slug: "order" }), "CONFLICT")).fieldErrors.slug).toMatch(/already uses the slug “order” in French/);
    expect((await refusal(save({ slug: "module" }), "INVALID")).fieldErrors.slug).toMatch(/kept for modules/);
    expect((await refusal(save({ texts: { nowhere: { title: "x" } } }), "INVALID")).message).toMatch(/section this page no longer has/);
    expect((await refusal(save({ texts: { hero1: { price: "x" } } }), "INVALID")).message).toMatch(/no text “price”/);
    await refusal(save({ texts: { hero1: { title: "x".repeat(5_000) } } }), "INVALID");
    await refusal(save({ texts: "{not json" }), "INVALID");
    expect((await refusal(updatePageLocalization(f.db, f.owner, { projectId: "crumb", pageId: gone.id, language: "fr", version: 1, title: "Parti" }), "NOT_FOUND")).message).toMatch(/page/i);
    expect((await refusal(save({ language: "de" }), "NOT_FOUND")).message).toMatch(/no German version/);
    await refusal(save({ version: 7, title: "Accueil" }), "STALE_VERSION");
    await refusal(updatePageLocalization(f.db, f.other, { projectId: "crumb", pageId: order.id, language: "fr", version: 1, title: "Commande" }), "NOT_FOUND");
    expect(await snapshot(f.db)).toEqual(before);
  });

  it("removes a language with every page's version in it, and a deleted page's versions with it", async () => {
    await addSiteLanguage(f.db, f.owner, { projectId: "crumb", language: "fr", version: await settingsVersion() });
    await addSiteLanguage(f.db, f.owner, { projectId: "crumb", language: "ar", version: await settingsVersion() });
    const order = await createPage(f.db, f.owner, { projectId: "crumb", title: "Order", slug: "order" });
    await deletePage(f.db, f.owner, { projectId: "crumb", pageId: order.id });
    await removeSiteLanguage(f.db, f.owner, { projectId: "crumb", language: "fr", version: await settingsVersion() });
    const site = await versions();
    expect(site.languages).toEqual([{ tag: "ar", published: false }]);
    expect(site.localizations.map((version) => [version.language, version.slug])).toEqual([["ar", "home"]]);
    expect(await f.db.selectFrom("pageLocalizations").select("language").execute()).toEqual([{ language: "ar" }]);
  });
});
