import { PROJECT_NOT_FOUND_MESSAGE } from "~/access/access-messages";
import { projectKey, readableProjects, type Actor, type Db } from "~/access/project-access.server";
import { AppError } from "~/lib/app-error";
import type { SourceState } from "~/lib/public-paths";
import type { SourceFingerprints } from "../../../db/stored-values";
import { fingerprintSources, readPublishSources } from "./publication-sources.server";
import { fingerprintedPages, readExperimentSources } from "./experiment-sources.server";

type Sourced = { id: string; version: number };

/**
 * Whether each page and module is live as it is now. Against a publication that kept
 * fingerprints the content decides (an edit undone is live again); against an older one, the
 * version that was published.
 */
function sourceStates(sources: readonly Sourced[], live: Record<string, { hash: string }> | null, current: Record<string, { hash: string }>, liveVersions: ReadonlyMap<string | null, number | null>) {
  const stateOf = (source: Sourced): SourceState => {
    if (live) {
      const published = live[source.id];
      if (!published) return "unpublished";
      return published.hash === current[source.id]?.hash ? "live" : "changed";
    }
    if (!liveVersions.has(source.id)) return "unpublished";
    return liveVersions.get(source.id) === source.version ? "live" : "changed";
  };
  return Object.fromEntries(sources.map((source) => [source.id, stateOf(source)])) as Record<string, SourceState>;
}

/**
 * What is live for a project: its publications (newest first, each with what it changed), which
 * one is live, for each page and module whether the live publication shows it as it is now, and
 * whether the site's settings (name, colour, SEO, home page) changed since (docs/product.md#publishing).
 */
export async function getPublicationState(db: Db, actor: Actor, input: { projectId: string }) {
  const project = await readableProjects(db, actor)
    .select(["id", "name", "primaryColor", "settings", "homePageId", "livePublicationId", "lastPublishedAt"])
    .where("id", "=", projectKey(input.projectId))
    .executeTakeFirst();
  if (!project) throw new AppError("NOT_FOUND", PROJECT_NOT_FOUND_MESSAGE);
  const [publications, livePublication, allSources, liveSources, experiments] = await Promise.all([
    db.selectFrom("publications").select(["id", "number", "created", "changeSummary"]).where("projectId", "=", project.id).orderBy("number", "desc").limit(50).execute(),
    project.livePublicationId
      ? db.selectFrom("publications").select("sourceFingerprints").where("id", "=", project.livePublicationId).executeTakeFirst()
      : Promise.resolve(undefined),
    readPublishSources(db, project.id),
    project.livePublicationId
      ? db
          .selectFrom("publishedDocuments")
          .select(["sourceId", "sourceVersion"])
          .where("publicationId", "=", project.livePublicationId)
          .where("sourceKind", "in", ["page", "module"])
          .execute()
      : Promise.resolve([]),
    readExperimentSources(db, project.id),
  ]);
  // The copies of an A/B test are states of their page, not pages of the site (docs/product.md#ab-tests).
  const sources = { ...allSources, pages: fingerprintedPages(allSources.pages, experiments) };
  const live: SourceFingerprints | null = livePublication?.sourceFingerprints ?? null;
  const current = fingerprintSources({ project, ...sources });
  const liveVersions = new Map(liveSources.map((source) => [source.sourceId, source.sourceVersion]));
  const pages = sourceStates(sources.pages, live ? live.pages : null, current.pages, liveVersions);
  const modules = sourceStates(sources.modules, live ? live.modules : null, current.modules, liveVersions);
  const settingsChanged = live !== null && live.settings !== current.settings;
  return {
    livePublicationId: project.livePublicationId,
    lastPublishedAt: project.lastPublishedAt,
    publications: publications.map(({ changeSummary, ...publication }) => ({
      ...publication,
      changes: changeSummary,
      isLive: publication.id === project.livePublicationId,
    })),
    pages,
    modules,
    settings: (settingsChanged ? "changed" : "live") as "live" | "changed",
    /** Something saved is not on the live site yet: a page, a module or the settings. */
    hasUnpublishedChanges: livePublication !== undefined && (settingsChanged || [...Object.values(pages), ...Object.values(modules)].some((state) => state !== "live")),
  };
}
