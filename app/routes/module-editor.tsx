import { assertRouteParams } from "~/lib/route-params";
import { PageHeader } from "~/ui/page-header";
import type { Route } from "./+types/module-editor";

export function loader({ request, params }: Route.LoaderArgs) {
  assertRouteParams(request, params);
  return { projectId: params.projectId, module: params.module };
}

export default function ModuleEditor({ loaderData }: Route.ComponentProps) {
  return (
    <main className="p-6">
      <PageHeader title={`Editing module ${loaderData.module}`} description={`Project ${loaderData.projectId}`} />
    </main>
  );
}
