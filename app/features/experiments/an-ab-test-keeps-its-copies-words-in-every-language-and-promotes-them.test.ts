import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { addSiteLanguage } from "~/features/projects/add-site-language.server";
import { createProject } from "~/features/projects/create-project.server";
import { getPageLocalizations } from "~/features/projects/get-page-localizations.server";
import { createFixture, type Fixture } from "~/features/projects/test-fixtures";
import { updatePageLocalization } from "~/features/projects/update-page-localization.server";
import { endExperiment, startExperiment } from "./change-experiment.server";
import { libraryImageSources } from "~/features/assets/library-images.server";
import { setSiteLanguagePublished } from "~/features/projects/set-site-language-published.server";
import { publishProject } from "~/features/publishing/publish-project.server";
import { pageCssBuilder } from "~/features/publishing/site-stylesheet.server";
import { EXPERIMENTS_DOCUMENT_PATH, parseExperimentsDocument } from "~/lib/published-experiments";
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

  it("splits visitors at the page's French address too, each variant in French with its own words", async () => {
    const { settingsVersion } = await getPageLocalizations(f.db, f.owner, { projectId: "bakery" });
    await setSiteLanguagePublished(f.db, f.owner, { projectId: "bakery", language: "fr", published: true, version: settingsVersion });
    await translateHero(homePageId, "Du pain chaque matin");
    const { id, variantPageIds } = await createExperiment(f.db, f.owner, { projectId: "bakery", pageId: homePageId });
    await translateHero(variantPageIds[0]!, "Le pain le plus rapide de Lyon");
    await startExperiment(f.db, f.owner, { projectId: "bakery", experimentId: id });
    await publishProject(f.db, f.owner, { projectId: "bakery", origin: "http://localhost:3000", cssBuilder: pageCssBuilder, libraryImages: libraryImageSources });
    const project = await f.db.selectFrom("projects").select("livePublicationId").where("id", "=", "bakery").executeTakeFirstOrThrow();
    const rows = await f.db
      .selectFrom("publishedDocuments")
      .select(["path", "body", "language"])
      .where("publicationId", "=", project.livePublicationId ?? "")
      .execute();
    const documents = new Map(rows.map((row) => [row.path, { html: Buffer.from(row.body).toString("utf8"), language: row.language }]));
    const experiments = parseExperimentsDocument(documents.get(EXPERIMENTS_DOCUMENT_PATH)?.html ?? "");
    expect(experiments[0]?.paths).toEqual(expect.arrayContaining(["", "home", "fr", "fr/home"]));
    expect(documents.get("fr")?.html).toContain("Du pain chaque matin");
    expect(documents.get("fr~b")).toMatchObject({ language: "fr" });
    expect(documents.get("fr~b")?.html).toContain("Le pain le plus rapide de Lyon");
    expect(documents.get("fr~b")?.html).toMatch(/^<!doctype html><html lang="fr">/);
    expect(documents.get("fr/home~b")?.html).toContain("Le pain le plus rapide de Lyon");
  });
});
