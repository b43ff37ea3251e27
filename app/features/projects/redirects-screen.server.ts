import type { AppLoadContext } from "react-router";
import { grantCan, readableProjects } from "~/access/project-access.server";
import type { ProjectAccess } from "~/access/project-route-access.server";
import { redirectWithFlash, withFlash } from "~/lib/forms/flash.server";
import { failure, formValues, runIntent, UNKNOWN_INTENT_MESSAGE } from "~/lib/forms/form-action.server";
import { readFormData } from "~/lib/read-form-data";
import type { SiteRedirect } from "~/lib/site-rules";
import { addRedirect } from "./add-redirect.server";
import { readRedirects } from "./redirect-rules.server";
import { removeRedirect } from "./remove-redirect.server";
import { setNotFoundPage } from "./set-not-found-page.server";

export type RedirectsScreenData = {
  project: { id: string; name: string; primaryColor: string };
  publicHost: string;
  /** Owners and editors change redirects; the others look. */
  canEdit: boolean;
  redirects: SiteRedirect[];
  pages: { id: string; title: string; slug: string }[];
  notFoundPageId: string | null;
};

/** `/project/{id}/settings/redirects` for an actor the gate let through (docs/product.md#redirects). */
export async function loadRedirectsScreen(request: Request, context: AppLoadContext, { actor, project }: ProjectAccess) {
  const { db } = context.database;
  const header = await readableProjects(db, actor).select(["id", "name", "primaryColor", "notFoundPageId"]).where("id", "=", project.id).executeTakeFirstOrThrow();
  const pages = await db.selectFrom("pages").select(["id", "title", "slug"]).where("projectId", "=", project.id).orderBy("position").execute();
  const screen: RedirectsScreenData = {
    project: { id: header.id, name: header.name, primaryColor: header.primaryColor },
    publicHost: context.config.publicUrl.host,
    canEdit: grantCan(project, "edit-content"),
    redirects: await readRedirects(db, project.id),
    pages,
    notFoundPageId: header.notFoundPageId,
  };
  return withFlash(request, screen);
}

const LIVE_AFTER_PUBLISH = "It goes live with the next publish.";

/** The screen's posts, after the route's gate; each use case checks the actor may change the project's content. */
export async function handleRedirectsAction(request: Request, context: AppLoadContext, { actor, project }: ProjectAccess) {
  const { db } = context.database;
  const values = formValues(await readFormData(request, context.config.bodyLimits.formBytes));
  const intent = values.intent ?? "";
  const screen = `/project/${project.id}/settings/redirects`;
  switch (intent) {
    case "add-redirect":
      return runIntent(intent, values, async () => {
        const added = await addRedirect(db, actor, { projectId: project.id, from: values.from ?? "", to: values.to ?? "", status: values.status });
        return redirectWithFlash(screen, `${added.from} now redirects to ${added.to}. ${LIVE_AFTER_PUBLISH}`);
      });
    case "remove-redirect":
      return runIntent(intent, values, async () => {
        await removeRedirect(db, actor, { projectId: project.id, from: values.from ?? "" });
        return redirectWithFlash(screen, `The redirect from ${values.from ?? ""} was removed. ${LIVE_AFTER_PUBLISH}`);
      });
    case "set-not-found-page":
      return runIntent(intent, values, async () => {
        const { pageId } = await setNotFoundPage(db, actor, { projectId: project.id, pageId: values.pageId });
        return redirectWithFlash(screen, `${pageId ? "The not-found page was chosen." : "Unknown addresses show the standard not-found page again."} ${LIVE_AFTER_PUBLISH}`);
      });
    default:
      return failure(intent, 400, UNKNOWN_INTENT_MESSAGE, {}, values);
  }
}
