import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { libraryImageSources } from "~/features/assets/library-images.server";
import { createModule } from "~/features/projects/create-module.server";
import { createPage } from "~/features/projects/create-page.server";
import { createProject } from "~/features/projects/create-project.server";
import { createFixture, type Fixture } from "~/features/projects/test-fixtures";
import { updatePageContent } from "~/features/projects/update-page-content.server";
import { updateProjectSettings } from "~/features/projects/update-project-settings.server";
import { addSiteLanguage } from "~/features/projects/add-site-language.server";
import { setSiteLanguagePublished } from "~/features/projects/set-site-language-published.server";
import { updatePageLocalization } from "~/features/projects/update-page-localization.server";
import { rollBackToPublication, unpublishProject } from "./change-live-publication.server";
import { getPublicationState } from "./get-publication-state.server";
import { publishProject } from "./publish-project.server";
import { pageCssBuilder } from "./site-stylesheet.server";

describe.each(testDialects())("publishing only what changed on %s", (dialect) => {
  let f: Fixture;
  let homePageId: string;
  beforeEach(async () => {
    f = await createFixture(dialect);
    ({ homePageId } = await createProject(f.db, f.owner, { name: "Bakery", id: "bakery", start: "starter" }));
  });
  afterEach(async () => {
    await f.database.close();
  });

  const publish = () => publishProject(f.db, f.owner, { projectId: "bakery", origin: "http://localhost:3000", cssBuilder: pageCssBuilder, libraryImages: libraryImageSources });
  const state = () => getPublicationState(f.db, f.owner, { projectId: "bakery" });
  const versions = async () => (await f.db.selectFrom("publications").select("number").where("projectId", "=", "bakery").execute()).length;

  async function setHeroTitle(title: string) {
    const page = await f.db.selectFrom("pages").select(["sections", "version"]).where("id", "=", homePageId).executeTakeFirstOrThrow();
    const sections = page.sections.map((section) => (section.type === "hero" ? { ...section, props: { ...section.props, title } } : section));
    await updatePageContent(f.db, f.owner, { projectId: "bakery", pageId: homePageId, sections, version: page.version });
  }

  async function setColour(primaryColor: string) {
    const project = await f.db.selectFrom("projects").select(["name", "settingsVersion"]).where("id", "=", "bakery").executeTakeFirstOrThrow();
    await updateProjectSettings(f.db, f.owner, { projectId: "bakery", name: project.name, primaryColor, homePageId, version: project.settingsVersion });
  }

  it("answers 'already live' and makes no version when nothing changed since the live publication", async () => {
    expect(await publish()).toMatchObject({ outcome: "published", number: 1, changes: { first: true } });
    expect(await publish()).toEqual({ outcome: "already-live", number: 1 });
    expect(await versions()).toBe(1);
    expect((await state()).hasUnpublishedChanges).toBe(false);
  });

  it("counts an edit undone as no change, and a settings change as one", async () => {
    await publish();
    await setHeroTitle("Fresh bread every morning");
    expect((await state()).pages[homePageId]).toBe("changed");
    await setHeroTitle("Bakery, made simple");
    expect((await state()).pages[homePageId]).toBe("live");
    expect(await publish()).toMatchObject({ outcome: "already-live" });

    await setColour("#b45309");
    const changed = await state();
    expect(changed.settings).toBe("changed");
    expect(changed.hasUnpublishedChanges).toBe(true);
    expect(await publish()).toMatchObject({ outcome: "published", number: 2, changes: { first: false, settings: true, pages: [], modules: [] } });
    expect((await state()).hasUnpublishedChanges).toBe(false);
  });

  it("keeps what each version changed: pages and modules added, changed and removed, and the settings", async () => {
    await publish();
    await setHeroTitle("Fresh bread every morning");
    await createPage(f.db, f.owner, { projectId: "bakery", title: "About us", slug: "about" });
    await createModule(f.db, f.owner, { projectId: "bakery", name: "Footer", slug: "footer" });
    await publish();
    const { publications } = await state();
    expect(publications.map((publication) => [publication.number, publication.changes])).toEqual([
      [
        2,
        {
          first: false,
          settings: false,
          pages: [
            { name: "Home", change: "changed" },
            { name: "About us", change: "added" },
          ],
          modules: [{ name: "Footer", change: "added" }],
        },
      ],
      [1, { first: true, settings: false, pages: [], modules: [] }],
    ]);
  });

  it("counts a translation in a published language as a change to its page, and one in a language not published as none", async () => {
    const settingsVersion = async () => (await f.db.selectFrom("projects").select("settingsVersion").where("id", "=", "bakery").executeTakeFirstOrThrow()).settingsVersion;
    const translate = async (language: string, title: string) => {
      const { version } = await f.db.selectFrom("pageLocalizations").select("version").where("pageId", "=", homePageId).where("language", "=", language).executeTakeFirstOrThrow();
      await updatePageLocalization(f.db, f.owner, { projectId: "bakery", pageId: homePageId, language, version, title });
    };
    await addSiteLanguage(f.db, f.owner, { projectId: "bakery", language: "fr", version: await settingsVersion() });
    await addSiteLanguage(f.db, f.owner, { projectId: "bakery", language: "de", version: await settingsVersion() });
    await setSiteLanguagePublished(f.db, f.owner, { projectId: "bakery", language: "fr", published: "on", version: await settingsVersion() });
    expect(await publish()).toMatchObject({ outcome: "published", number: 1 });
    expect(await publish()).toEqual({ outcome: "already-live", number: 1 });

    await translate("de", "Startseite");
    expect((await state()).hasUnpublishedChanges).toBe(false);
    expect(await publish()).toEqual({ outcome: "already-live", number: 1 });

    await translate("fr", "Accueil");
    expect((await state()).pages[homePageId]).toBe("changed");
    expect(await publish()).toMatchObject({ outcome: "published", number: 2, changes: { settings: false, pages: [{ name: "Home", change: "changed" }], modules: [] } });
    expect(await publish()).toEqual({ outcome: "already-live", number: 2 });

    // Serving a language or no longer is a change to the site's settings.
    await setSiteLanguagePublished(f.db, f.owner, { projectId: "bakery", language: "de", published: "on", version: await settingsVersion() });
    expect(await publish()).toMatchObject({ outcome: "published", number: 3, changes: { settings: true } });
  });

  it("brings an offline project back with the version it had when nothing changed, and says when a rollback does", async () => {
    await publish();
    await setHeroTitle("Fresh bread every morning");
    const second = await publish();
    await unpublishProject(f.db, f.owner, { projectId: "bakery" });
    expect(await publish()).toEqual({ outcome: "live-again", number: 2 });
    expect(await versions()).toBe(2);

    await unpublishProject(f.db, f.owner, { projectId: "bakery" });
    const first = await f.db.selectFrom("publications").select("id").where("number", "=", 1).executeTakeFirstOrThrow();
    expect(await rollBackToPublication(f.db, f.owner, { projectId: "bakery", publicationId: first.id })).toMatchObject({ number: 1, wasOffline: true });
    expect(second.outcome).toBe("published");
    if (second.outcome !== "published") return;
    expect(await rollBackToPublication(f.db, f.owner, { projectId: "bakery", publicationId: second.publicationId })).toMatchObject({ number: 2, wasOffline: false });
  });
});
