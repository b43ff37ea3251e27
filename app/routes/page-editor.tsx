import { assertRouteParams } from "~/lib/route-params";
import { PageHeader } from "~/ui/page-header";
import type { Route } from "./+types/page-editor";

export function loader({ request, params }: Route.LoaderArgs) {
  assertRouteParams(request, params);
  return { projectId: params.projectId, page: params.page };
}

export default function PageEditor({ loaderData }: Route.ComponentProps) {
  return (
    <main className="p-6">
      <PageHeader title={`Editing ${loaderData.page}`} description={`Project ${loaderData.projectId}`} />
    </main>
  );
}
