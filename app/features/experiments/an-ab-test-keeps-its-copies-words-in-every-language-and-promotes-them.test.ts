import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { addSiteLanguage } from "~/features/projects/add-site-language.server";
import { createProject } from "~/features/projects/create-project.server";
import { getPageLocalizations } from "~/features/projects/get-page-localizations.server";
import { createFixture, type Fixture } from "~/features/projects/test-fixtures";
import { updatePageLocalization } from "~/features/projects/update-page-localization.server";
import { endExperiment } from "./change-experiment.server";
import { createExperiment } from "./create-experiment.server";

describe.each(testDialects())("an A/B test on a site in several languages, on %s", (dialect) => {
  let f: Fixture;
  let homePageId: string;
  beforeEach(async () => {
    f = await createFixture(dialect);
    ({ homePageId } = await createProject(f.db, f.owner, { name: "Bakery", id: "bakery", start: "starter" }));
    const { settingsVersion } = await getPageLocalizations(f.db, f.owner, { projectId: "bakery" });
    await addSiteLanguage(f.db, f.owner, { projectId: "bakery", language: "fr", version: settingsVersion });
  });
  afterEach(async () => {
    await f.database.close();
  });

  const versionOf = async (pageId: string) =>
    (await getPageLocalizations(f.db, f.owner, { projectId: "bakery" })).localizations.find((version) => version.pageId === pageId && version.language === "fr")!;
  const heroOf = (texts: Record<string, Record<string, unknown>>) => Object.entries(texts).find(([, words]) => "title" in words && "primaryAction.label" in words)!;
  async function translateHero(pageId: string, title: string) {
    const version = await versionOf(pageId);
    const [hero] = heroOf(version.texts);
    await updatePageLocalization(f.db, f.owner, { projectId: "bakery", pageId, language: "fr", version: version.version, texts: { [hero]: { title } } });
  }

  it("gives each copy the page's French version, and promoting a copy makes its French words the page's", async () => {
    await translateHero(homePageId, "Du pain chaque matin");
    const { id, variantPageIds } = await createExperiment(f.db, f.owner, { projectId: "bakery", pageId: homePageId });
    const [copyId = ""] = variantPageIds;
    const copy = await versionOf(copyId);
    expect(copy).toMatchObject({ slug: "home-b", translated: true });
    expect(heroOf(copy.texts)[1].title).toBe("Du pain chaque matin");

    await translateHero(copyId, "Le pain le plus rapide de Lyon");
    await endExperiment(f.db, f.owner, { projectId: "bakery", experimentId: id, promote: "B" });
    expect(heroOf((await versionOf(homePageId)).texts)[1].title).toBe("Le pain le plus rapide de Lyon");
    // The copy went with its versions.
    expect(await f.db.selectFrom("pageLocalizations").select("pageId").where("pageId", "=", copyId).execute()).toEqual([]);
  });
});
