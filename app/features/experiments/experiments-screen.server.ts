import type { AppLoadContext } from "react-router";
import type { ProjectAccess } from "~/access/project-route-access.server";
import { readableProjects } from "~/access/project-access.server";
import { withFlash } from "~/lib/forms/flash.server";
import { getExperiment, listExperiments, type ExperimentDetails, type ExperimentSummary } from "./get-experiments.server";

export type ExperimentsScreenData = {
  project: { id: string; name: string; primaryColor: string };
  publicHost: string;
  /** Owners and editors run tests; viewers and admins look. */
  canEdit: boolean;
  /** The pages a test can start on: not already under test, and no copy of one. */
  pages: { id: string; title: string; slug: string }[];
  /** Slugs of the copies, for "Edit B" links into the editor. */
  pageSlugs: Record<string, string>;
  experiments: ExperimentSummary[];
  selected: ExperimentDetails | null;
  /** The page preselected in "Start an A/B test" (from the page's menu). */
  startOnPage: string | null;
};

/** `/project/{id}/ab-tests`: the project's tests, the results of the one chosen (`?test=`), and the form that starts one. */
export async function loadExperimentsScreen(request: Request, context: AppLoadContext, { actor, project }: ProjectAccess) {
  const { db } = context.database;
  const url = new URL(request.url);
  const header = await readableProjects(db, actor).select(["id", "name", "primaryColor"]).where("id", "=", project.id).executeTakeFirstOrThrow();
  const experiments = await listExperiments(db, actor, { projectId: project.id });
  const allPages = await db.selectFrom("pages").select(["id", "title", "slug"]).where("projectId", "=", project.id).orderBy("position").execute();
  const busy = new Set(experiments.filter((experiment) => experiment.status !== "ended").flatMap((experiment) => experiment.variants.map((variant) => variant.pageId)));
  const chosen = url.searchParams.get("test") ?? experiments[0]?.id ?? null;
  const selected = chosen && experiments.some((experiment) => experiment.id === chosen) ? await getExperiment(db, actor, { projectId: project.id, experimentId: chosen }) : null;
  const screen: ExperimentsScreenData = {
    project: header,
    publicHost: context.config.publicUrl.host,
    canEdit: project.role === "owner" || project.role === "editor",
    pages: allPages.filter((page) => !busy.has(page.id)),
    pageSlugs: Object.fromEntries(allPages.map((page) => [page.id, page.slug])),
    experiments,
    selected,
    startOnPage: url.searchParams.get("page"),
  };
  return withFlash(request, screen);
}
