import { requireUser } from "~/features/auth/guards.server";
import { assertRouteParams } from "~/lib/route-params";
import { PageHeader } from "~/ui/page-header";
import type { Route } from "./+types/module-editor";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  assertRouteParams(request, params);
  await requireUser(request, context);
  return { projectId: params.projectId, module: params.module };
}

export default function ModuleEditor({ loaderData }: Route.ComponentProps) {
  return (
    <main className="p-6">
      <PageHeader title={`Editing module ${loaderData.module}`} description={`Project ${loaderData.projectId}`} />
    </main>
  );
}
