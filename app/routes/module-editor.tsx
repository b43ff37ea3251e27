import { requireProjectAccess } from "~/features/projects/project-route-access.server";
import { PageHeader } from "~/ui/page-header";
import type { Route } from "./+types/module-editor";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireProjectAccess(request, params, context);
  return { projectId: params.projectId, module: params.module };
}

export default function ModuleEditor({ loaderData }: Route.ComponentProps) {
  return (
    <main className="p-6">
      <PageHeader title={`Editing module ${loaderData.module}`} description={`Project ${loaderData.projectId}`} />
    </main>
  );
}
