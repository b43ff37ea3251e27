import { redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { EditorScreen } from "~/features/editor/components/editor-screen";
import { editorPathAfter } from "~/features/editor/document-destination.server";
import { editorShouldRevalidate } from "~/features/editor/editor-revalidation";
import { loadEditorRoute } from "~/features/editor/editor-route.server";
import { handleDocumentCommand } from "~/features/projects/run-document-command.server";
import { loadEditorPublishing } from "~/features/publishing/publishing-overview.server";
import { requireUser } from "~/features/auth/guards.server";
import { actorOf } from "~/access/project-route-access.server";
import type { Route } from "./+types/module-editor";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const editor = await loadEditorRoute(request, params, context, "module");
  // loadEditorRoute has passed the project gate; the session is read once per request.
  const actor = actorOf(await requireUser(request, context));
  return { ...editor, publishing: await loadEditorPublishing(context.database.db, actor, editor.project.id) };
}

/** The sidebar's module dialogs: open what the command made, or stay on the open module. */
export function action({ request, params, context }: Route.ActionArgs) {
  const open = { kind: "module", slug: params.module } as const;
  return handleDocumentCommand(request, params, context, async (done) => redirect(await editorPathAfter(context.database.db, open, done), 303));
}

export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return editorShouldRevalidate(args);
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data ? `${data.document.name} · ${data.project.name} · Pagewright` : "Pagewright" }];
}

export default function ModuleEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { document, publishing, ...data } = loaderData;
  return <EditorScreen key={`${document.id}:${document.slug}:${document.name}`} data={{ ...data, document }} publishing={publishing} failure={actionData} />;
}
