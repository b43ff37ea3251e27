import { EditorScreen } from "~/features/editor/components/editor-screen";
import { editorDocumentAction, loadEditorRoute } from "~/features/editor/editor-route.server";
import type { Route } from "./+types/page-editor";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadEditorRoute(request, params, context, "page");
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return editorDocumentAction(request, params, context, "page");
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data ? `${data.document.name} · ${data.project.name} · Pagewright` : "Pagewright" }];
}

export default function PageEditor({ loaderData }: Route.ComponentProps) {
  const { document } = loaderData;
  // A new editor per document (and per rename, which changes the stored version): no state carries over.
  return <EditorScreen key={`${document.id}:${document.slug}:${document.name}`} data={loaderData} />;
}
