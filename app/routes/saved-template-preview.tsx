import { actorOf } from "~/access/project-route-access.server";
import { requireUser } from "~/features/auth/guards.server";
import { readSavedTemplateHome } from "~/features/portability/saved-templates.server";
import { pageCssBuilder } from "~/features/publishing/site-stylesheet.server";
import { AppError } from "~/lib/app-error";
import { unknownRoute } from "~/lib/route-params";
import { renderSavedTemplatePreview } from "./template-documents.server";
import type { Route } from "./+types/saved-template-preview";

// A saved template holds a partner's content: only its owner sees it, every partner once an admin
// publishes it, and admins (decision 0035); anyone else gets the 404 of an unknown address.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const actor = actorOf(await requireUser(request, context));
  try {
    const home = await readSavedTemplateHome(context.database.db, actor, params.templateId);
    const html = await renderSavedTemplatePreview(home, pageCssBuilder, context.config.publicUrl.origin);
    return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-cache" } });
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return unknownRoute(context);
    throw error;
  }
}
