import { PROJECT_NOT_FOUND_MESSAGE } from "~/access/access-messages";
import { projectKey, readableProjects, type Actor, type Db } from "~/access/project-access.server";
import { AppError } from "~/lib/app-error";
import type { SourceState } from "~/lib/public-paths";

/**
 * What is live for a project: its publications (newest first), which one is live, and for each
 * page and module whether the live publication shows its latest version.
 */
export async function getPublicationState(db: Db, actor: Actor, input: { projectId: string }) {
  const project = await readableProjects(db, actor).select(["id", "livePublicationId", "lastPublishedAt"]).where("id", "=", projectKey(input.projectId)).executeTakeFirst();
  if (!project) throw new AppError("NOT_FOUND", PROJECT_NOT_FOUND_MESSAGE);
  const [publications, pages, modules, liveSources] = await Promise.all([
    db.selectFrom("publications").select(["id", "number", "created"]).where("projectId", "=", project.id).orderBy("number", "desc").limit(50).execute(),
    db.selectFrom("pages").select(["id", "version"]).where("projectId", "=", project.id).execute(),
    db.selectFrom("modules").select(["id", "version"]).where("projectId", "=", project.id).execute(),
    project.livePublicationId
      ? db
          .selectFrom("publishedDocuments")
          .select(["sourceId", "sourceVersion"])
          .where("publicationId", "=", project.livePublicationId)
          .where("sourceKind", "in", ["page", "module"])
          .execute()
      : Promise.resolve([]),
  ]);
  const liveVersions = new Map(liveSources.map((source) => [source.sourceId, source.sourceVersion]));
  const stateOf = (source: { id: string; version: number }): SourceState => {
    if (!liveVersions.has(source.id)) return "unpublished";
    return liveVersions.get(source.id) === source.version ? "live" : "changed";
  };
  return {
    livePublicationId: project.livePublicationId,
    lastPublishedAt: project.lastPublishedAt,
    publications: publications.map((publication) => ({ ...publication, isLive: publication.id === project.livePublicationId })),
    pages: Object.fromEntries(pages.map((page) => [page.id, stateOf(page)])) as Record<string, SourceState>,
    modules: Object.fromEntries(modules.map((module) => [module.id, stateOf(module)])) as Record<string, SourceState>,
  };
}
