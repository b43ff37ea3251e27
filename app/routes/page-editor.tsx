import { requireProjectAccess } from "~/features/projects/project-route-access.server";
import { PageHeader } from "~/ui/page-header";
import type { Route } from "./+types/page-editor";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireProjectAccess(request, params, context);
  return { projectId: params.projectId, page: params.page };
}

export default function PageEditor({ loaderData }: Route.ComponentProps) {
  return (
    <main className="p-6">
      <PageHeader title={`Editing ${loaderData.page}`} description={`Project ${loaderData.projectId}`} />
    </main>
  );
}
