import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { addSiteLanguage } from "./add-site-language.server";
import { createPage } from "./create-page.server";
import { createProject } from "./create-project.server";
import { deletePage } from "./delete-page.server";
import { createFixture, refusal, type Fixture } from "./test-fixtures";
import { getPageTranslation, getTranslationProgress } from "./translation-reads.server";
import { updatePageLocalization } from "./update-page-localization.server";

describe.each(testDialects())("how far a site's languages are translated, on %s", (dialect) => {
  let f: Fixture;
  let homePageId: string;
  const settingsVersion = async () => (await f.db.selectFrom("projects").select("settingsVersion").where("id", "=", "crumb").executeTakeFirstOrThrow()).settingsVersion;

  beforeEach(async () => {
    f = await createFixture(dialect);
    ({ homePageId } = await createProject(f.db, f.owner, { name: "Crumb & Co", id: "crumb", language: "fr" }));
  });
  afterEach(async () => {
    await f.database.close();
  });

  it("counts each language's translated pages and names the pages still to translate, leaving deleted pages out", async () => {
    expect(await getTranslationProgress(f.db, f.owner, { projectId: "crumb" })).toEqual({ language: "fr", languages: [], pageCount: 1, untranslated: {} });
    const order = await createPage(f.db, f.owner, { projectId: "crumb", title: "Commander", slug: "commander" });
    const gone = await createPage(f.db, f.owner, { projectId: "crumb", title: "Parti", slug: "parti" });
    await addSiteLanguage(f.db, f.owner, { projectId: "crumb", language: "en", version: await settingsVersion() });
    await addSiteLanguage(f.db, f.owner, { projectId: "crumb", language: "ar", version: await settingsVersion() });
    await updatePageLocalization(f.db, f.owner, { projectId: "crumb", pageId: homePageId, language: "en", version: 1, title: "Home" });
    await updatePageLocalization(f.db, f.owner, { projectId: "crumb", pageId: gone.id, language: "en", version: 1, title: "Gone" });
    await deletePage(f.db, f.owner, { projectId: "crumb", pageId: gone.id });

    expect(await getTranslationProgress(f.db, f.other, { projectId: "crumb" }).catch((error: unknown) => error)).toMatchObject({ code: "NOT_FOUND" });
    expect(await getTranslationProgress(f.db, f.admin, { projectId: "crumb" })).toEqual({
      language: "fr",
      languages: [
        { tag: "en", published: false, translatedPages: 1 },
        { tag: "ar", published: false, translatedPages: 0 },
      ],
      pageCount: 2,
      untranslated: { [homePageId]: ["ar"], [order.id]: ["en", "ar"] },
    });
  });

  it("gives a page's version in a language, or the copy it would start from when it has none, and refuses a language not added and another partner", async () => {
    await addSiteLanguage(f.db, f.owner, { projectId: "crumb", language: "en", version: await settingsVersion() });
    await updatePageLocalization(f.db, f.owner, { projectId: "crumb", pageId: homePageId, language: "en", version: 1, title: "Home", seoTitle: "Fresh bread" });
    expect(await getPageTranslation(f.db, f.owner, { projectId: "crumb", pageId: homePageId, language: "EN" })).toMatchObject({
      language: "en",
      title: "Home",
      seoTitle: "Fresh bread",
      version: 2,
      translated: true,
    });

    // A page imported before the site kept languages has no version in them yet.
    await f.db.deleteFrom("pageLocalizations").where("pageId", "=", homePageId).execute();
    expect(await getPageTranslation(f.db, f.owner, { projectId: "crumb", pageId: homePageId, language: "en" })).toMatchObject({ slug: "home", version: 1, translated: false });

    expect((await refusal(getPageTranslation(f.db, f.owner, { projectId: "crumb", pageId: homePageId, language: "de" }), "NOT_FOUND")).message).toMatch(/no German version/);
    await refusal(getPageTranslation(f.db, f.owner, { projectId: "crumb", pageId: "nosuchpage", language: "en" }), "NOT_FOUND");
    await refusal(getPageTranslation(f.db, f.other, { projectId: "crumb", pageId: homePageId, language: "en" }), "NOT_FOUND");
  });
});
