import { redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { requireProjectAccess } from "~/access/project-route-access.server";
import { EditorScreen } from "~/features/editor/components/editor-screen";
import { editorPathAfter } from "~/features/editor/document-destination.server";
import { editorShouldRevalidate } from "~/features/editor/editor-revalidation";
import { handleDocumentCommand } from "~/features/projects/run-document-command.server";
import { DocumentModals } from "~/features/projects/components/document-modals";
import { loadEditor } from "./editor-route.server";
import { loadEditorPublishing } from "~/features/publishing/publishing-overview.server";
import type { Route } from "./+types/page-editor";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const access = await requireProjectAccess(request, params, context);
  return { ...(await loadEditor(context, access, "page", params.page)), publishing: await loadEditorPublishing(context.database.db, access.actor, access.project.id) };
}

/** The sidebar's page dialogs: open what the command made, or stay on the open page. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const access = await requireProjectAccess(request, params, context);
  const open = { kind: "page", slug: params.page } as const;
  return handleDocumentCommand(request, context, access, async (done) => redirect(await editorPathAfter(context.database.db, open, done), 303));
}

export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return editorShouldRevalidate(args);
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data ? `${data.document.name} · ${data.project.name} · Pagewright` : "Pagewright" }];
}

export default function PageEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { document, publishing, ...data } = loaderData;
  // A new editor per document (and per rename, which changes the stored version): no state carries over.
  return <EditorScreen key={`${document.id}:${document.slug}:${document.name}`} data={{ ...data, document }} publishing={publishing} failure={actionData} documentDialogs={DocumentModals} />;
}
