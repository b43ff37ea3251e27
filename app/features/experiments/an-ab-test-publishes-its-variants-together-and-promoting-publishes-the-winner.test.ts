import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { libraryImageSources } from "~/features/assets/library-images.server";
import { createProject } from "~/features/projects/create-project.server";
import { createFixture, refusal, snapshot, type Fixture } from "~/features/projects/test-fixtures";
import { updatePageContent } from "~/features/projects/update-page-content.server";
import { rollBackToPublication } from "~/features/publishing/change-live-publication.server";
import { getPublicationState } from "~/features/publishing/get-publication-state.server";
import { publishProject } from "~/features/publishing/publish-project.server";
import { pageCssBuilder } from "~/features/publishing/site-stylesheet.server";
import { EXPERIMENTS_DOCUMENT_PATH, parseExperimentsDocument } from "~/lib/published-experiments";
import { assignVariant, daySalt, EXPERIMENT_SECRET_NAME } from "~/lib/experiment-assignment.server";
import { installationSecret } from "../../../db/installation-secrets";
import { endExperiment, startExperiment } from "./change-experiment.server";
import { createExperiment } from "./create-experiment.server";
import { countExperimentConversion, experimentOfCompletion } from "./experiment-conversions.server";
import { getExperiment } from "./get-experiments.server";

describe.each(testDialects())("an A/B test of a page on %s", (dialect) => {
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
  const liveDocuments = async () => {
    const project = await f.db.selectFrom("projects").select("livePublicationId").where("id", "=", "bakery").executeTakeFirstOrThrow();
    const rows = await f.db.selectFrom("publishedDocuments").select(["path", "body"]).where("publicationId", "=", project.livePublicationId ?? "").execute();
    return new Map(rows.map((row) => [row.path, Buffer.from(row.body).toString("utf8")]));
  };
  async function setHeroTitle(pageId: string, title: string) {
    const page = await f.db.selectFrom("pages").select(["sections", "version"]).where("id", "=", pageId).executeTakeFirstOrThrow();
    const sections = page.sections.map((section) => (section.type === "hero" ? { ...section, props: { ...section.props, title } } : section));
    await updatePageContent(f.db, f.owner, { projectId: "bakery", pageId, sections, version: page.version });
  }

  it("copies the page into B, publishes A and B in one publication, and promoting B publishes it as the page", async () => {
    await publish();
    const home = await f.db.selectFrom("pages").select(["slug", "title"]).where("id", "=", homePageId).executeTakeFirstOrThrow();
    const { id, variantPageIds } = await createExperiment(f.db, f.owner, { projectId: "bakery", pageId: homePageId });
    const [copyId = ""] = variantPageIds;
    const copy = await f.db.selectFrom("pages").select(["slug", "title"]).where("id", "=", copyId).executeTakeFirstOrThrow();
    expect(copy).toEqual({ slug: `${home.slug}-b`, title: `${home.title} (B)` });
    await setHeroTitle(copyId, "Variant B bakes faster");

    // A draft copy is no change to publish and is never published at its own address.
    expect((await getPublicationState(f.db, f.owner, { projectId: "bakery" })).hasUnpublishedChanges).toBe(false);
    expect(await publish()).toMatchObject({ outcome: "already-live" });

    await startExperiment(f.db, f.owner, { projectId: "bakery", experimentId: id });
    const started = await publish();
    expect(started).toMatchObject({ outcome: "published", number: 2 });
    const running = await liveDocuments();
    expect(running.has(copy.slug)).toBe(false);
    expect(running.get(`${home.slug}~b`)).toContain("Variant B bakes faster");
    expect(running.get("~b")).toContain("Variant B bakes faster");
    expect(running.get(home.slug)).not.toContain("Variant B bakes faster");
    expect(parseExperimentsDocument(running.get(EXPERIMENTS_DOCUMENT_PATH) ?? "")).toEqual([
      { id, paths: [home.slug, ""], goal: "lead", goalUrl: null, variants: [{ label: "A", weight: 50 }, { label: "B", weight: 50 }] },
    ]);
    // The variant's canonical address is the page's own.
    expect(running.get(`${home.slug}~b`)).toContain('<link rel="canonical" href="http://localhost:3000/bakery"/>');
    const underTest = (await f.db.selectFrom("projects").select("livePublicationId").where("id", "=", "bakery").executeTakeFirstOrThrow()).livePublicationId ?? "";

    await endExperiment(f.db, f.owner, { projectId: "bakery", experimentId: id, promote: "B" });
    expect(await publish()).toMatchObject({ outcome: "published", number: 3 });
    const promoted = await liveDocuments();
    expect(promoted.get(home.slug)).toContain("Variant B bakes faster");
    expect(promoted.has(EXPERIMENTS_DOCUMENT_PATH)).toBe(false);
    expect(await f.db.selectFrom("pages").select("id").where("id", "=", copyId).executeTakeFirst()).toBeUndefined();
    expect(await f.db.selectFrom("pages").select("title").where("id", "=", homePageId).executeTakeFirstOrThrow()).toEqual({ title: home.title });
    const ended = await getExperiment(f.db, f.owner, { projectId: "bakery", experimentId: id });
    expect(ended).toMatchObject({ status: "ended", winner: "B" });

    // Rolling back to the publication under test serves both variants again, as it was.
    await rollBackToPublication(f.db, f.owner, { projectId: "bakery", publicationId: underTest });
    expect((await liveDocuments()).has(`${home.slug}~b`)).toBe(true);
  });

  it("attributes a lead to the variant its visitor was shown and counts it", async () => {
    const { id } = await createExperiment(f.db, f.owner, { projectId: "bakery", pageId: homePageId, variants: "3", split: "50/25/25" });
    await startExperiment(f.db, f.owner, { projectId: "bakery", experimentId: id });
    await publish();
    const home = await f.db.selectFrom("pages").select("slug").where("id", "=", homePageId).executeTakeFirstOrThrow();
    const publicationId = (await f.db.selectFrom("projects").select("livePublicationId").where("id", "=", "bakery").executeTakeFirstOrThrow()).livePublicationId ?? "";
    const now = new Date("2026-11-24T10:00:00Z");
    const salt = daySalt(await installationSecret(f.db, EXPERIMENT_SECRET_NAME), "2026-11-24");
    const split = [
      { label: "A", weight: 50 },
      { label: "B", weight: 25 },
      { label: "C", weight: 25 },
    ];
    for (let index = 0; index < 30; index++) {
      const visitor = { address: `192.0.2.${index}`, userAgent: "Mozilla/5.0 Firefox/133.0" };
      const variant = await experimentOfCompletion(f.db, { publicationId, completion: { goal: "lead", path: home.slug }, visitor, now });
      expect(variant).toEqual({ experimentId: id, label: assignVariant(salt, id, visitor, split) });
      if (variant) await countExperimentConversion(f.db, variant, now);
    }
    expect(await experimentOfCompletion(f.db, { publicationId, completion: { goal: "click", url: "https://wa.me/1555" }, visitor: { address: "192.0.2.1", userAgent: "x" }, now })).toBeNull();
    const details = await getExperiment(f.db, f.owner, { projectId: "bakery", experimentId: id, now });
    expect(details.results.variants.reduce((sum, variant) => sum + variant.conversions, 0)).toBe(30);
  });

  it("attributes a click on the goal's messaging link, and no lead, to the visitor's variant", async () => {
    const goalUrl = "https://wa.me/15551234567";
    const { id } = await createExperiment(f.db, f.owner, { projectId: "bakery", pageId: homePageId, goal: "click", goalUrl });
    await startExperiment(f.db, f.owner, { projectId: "bakery", experimentId: id });
    await publish();
    const home = await f.db.selectFrom("pages").select("slug").where("id", "=", homePageId).executeTakeFirstOrThrow();
    const publicationId = (await f.db.selectFrom("projects").select("livePublicationId").where("id", "=", "bakery").executeTakeFirstOrThrow()).livePublicationId ?? "";
    const now = new Date("2026-11-24T10:00:00Z");
    const salt = daySalt(await installationSecret(f.db, EXPERIMENT_SECRET_NAME), "2026-11-24");
    const visitor = { address: "198.51.100.7", userAgent: "Mozilla/5.0 Safari/605.1.15" };
    const split = [
      { label: "A", weight: 50 },
      { label: "B", weight: 50 },
    ];
    expect(await experimentOfCompletion(f.db, { publicationId, completion: { goal: "click", url: goalUrl }, visitor, now })).toEqual({ experimentId: id, label: assignVariant(salt, id, visitor, split) });
    expect(await experimentOfCompletion(f.db, { publicationId, completion: { goal: "click", url: "https://t.me/someone" }, visitor, now })).toBeNull();
    expect(await experimentOfCompletion(f.db, { publicationId, completion: { goal: "lead", path: home.slug }, visitor, now })).toBeNull();
  });

  it("refuses another partner and a second test of the same page, changing nothing", async () => {
    await createExperiment(f.db, f.owner, { projectId: "bakery", pageId: homePageId });
    const before = await snapshot(f.db);
    await refusal(createExperiment(f.db, f.other, { projectId: "bakery", pageId: homePageId }), "NOT_FOUND");
    await refusal(createExperiment(f.db, f.admin, { projectId: "bakery", pageId: homePageId }), "FORBIDDEN");
    await refusal(createExperiment(f.db, f.owner, { projectId: "bakery", pageId: homePageId }), "CONFLICT");
    await refusal(createExperiment(f.db, f.owner, { projectId: "bakery", pageId: homePageId, split: "60/60" }), "INVALID");
    await refusal(createExperiment(f.db, f.owner, { projectId: "bakery", pageId: homePageId, goal: "click", goalUrl: "https://example.com" }), "INVALID");
    expect(await snapshot(f.db)).toEqual(before);
  });
});
