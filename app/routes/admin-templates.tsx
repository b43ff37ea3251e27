import { TemplatesScreen } from "~/features/admin/components/templates-screen";
import { handleTemplateAction, listTemplatesForAdmin } from "~/features/admin/published-templates.server";
import { requireAdmin } from "~/features/auth/guards.server";
import { actorOf } from "~/access/project-route-access.server";
import { withFlash } from "~/lib/forms/flash.server";
import { isFormFailure } from "~/lib/forms/form-result";
import type { Route } from "./+types/admin-templates";

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = actorOf(await requireAdmin(request, context));
  return withFlash(request, { templates: await listTemplatesForAdmin(context.database.db, actor) });
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = actorOf(await requireAdmin(request, context));
  return handleTemplateAction(request, context, actor);
}

export function meta() {
  return [{ title: "Templates · Admin · Pagewright" }];
}

export default function AdminTemplates({ loaderData, actionData }: Route.ComponentProps) {
  return <TemplatesScreen templates={loaderData.templates} flash={loaderData.flash} error={isFormFailure(actionData) ? actionData.message : undefined} />;
}
