import type { Actor, Db } from "~/access/project-access.server";
import { getDailyVisits } from "./get-daily-visits.server";
import { getPublicationState } from "./get-publication-state.server";

/** What the project overview shows of publishing: the live state, versions and the last 30 days of visits. */
export async function loadPublishingOverview(db: Db, actor: Actor, projectId: string) {
  const [state, visits] = await Promise.all([getPublicationState(db, actor, { projectId }), getDailyVisits(db, actor, { projectId })]);
  return {
    state: {
      ...state,
      lastPublishedAt: state.lastPublishedAt?.toISOString() ?? null,
      publications: state.publications.map((publication) => ({ ...publication, created: publication.created.toISOString() })),
    },
    visits,
  };
}

/** What the editor shows of publishing: the live version and whether saved changes wait for a publish. */
export async function loadEditorPublishing(db: Db, actor: Actor, projectId: string) {
  const state = await getPublicationState(db, actor, { projectId });
  const live = state.publications.find((publication) => publication.isLive)?.number ?? null;
  return { live, hasUnpublishedChanges: state.hasUnpublishedChanges };
}
