import { redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { requireProjectAccess } from "~/access/project-route-access.server";
import { EditorScreen } from "~/features/editor/components/editor-screen";
import { TranslationScreen } from "~/features/editor/components/translation-screen";
import { editorPathAfter } from "~/features/editor/document-destination.server";
import { editorShouldRevalidate } from "~/features/editor/editor-revalidation";
import { handleDocumentCommand } from "~/features/projects/run-document-command.server";
import { handleTranslationAction, TRANSLATION_INTENTS } from "~/features/projects/translation-actions.server";
import { DocumentModals } from "~/features/projects/components/document-modals";
import { formValues } from "~/lib/forms/form-action.server";
import { readFormData } from "~/lib/read-form-data";
import { searchWithoutModal } from "~/ui/modal-state";
import { loadEditor, loadEditorLanguages } from "./editor-route.server";
import { loadEditorPublishing } from "~/features/publishing/publishing-overview.server";
import type { Route } from "./+types/page-editor";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const access = await requireProjectAccess(request, params, context);
  const editor = await loadEditor(context, access, "page", params.page);
  const { languages, translation } = await loadEditorLanguages(context, access, editor.document.id, new URL(request.url));
  return { ...editor, languages, translation, publishing: await loadEditorPublishing(context.database.db, access.actor, access.project.id) };
}

/** The sidebar's page dialogs (open what the command made, or stay on the open page), and the translation view's saves. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const access = await requireProjectAccess(request, params, context);
  // Read from a copy, under the larger limit the translated words may need: the page dialogs read the request themselves.
  const values = formValues(await readFormData(request.clone(), context.config.bodyLimits.editorSaveBytes));
  if (TRANSLATION_INTENTS.has(values.intent ?? "")) {
    const url = new URL(request.url);
    const rest = searchWithoutModal(url.searchParams);
    return handleTranslationAction(context.database.db, access.actor, access.project.id, values, `${url.pathname}${rest.size ? `?${rest}` : ""}`);
  }
  const open = { kind: "page", slug: params.page } as const;
  return handleDocumentCommand(request, context, access, async (done) => redirect(await editorPathAfter(context.database.db, open, done), 303));
}

export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return editorShouldRevalidate(args);
}

export function meta({ data }: Route.MetaArgs) {
  const name = data?.translation ? `${data.translation.title} (${data.translation.language})` : data?.document.name;
  return [{ title: data ? `${name} · ${data.project.name} · Pagewright` : "Pagewright" }];
}

export default function PageEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { document, publishing, languages, translation, ...data } = loaderData;
  if (languages && translation) {
    // A new view per page and language; the words typed stay through the loads a publish or the page's dialog make.
    return (
      <TranslationScreen
        key={`${document.id}:${translation.language}`}
        data={{ ...data, document }}
        publishing={publishing}
        languages={languages}
        translation={translation}
        failure={actionData}
      />
    );
  }
  // A new editor per document (and per rename, which changes the stored version): no state carries over.
  return (
    <EditorScreen
      key={`${document.id}:${document.slug}:${document.name}`}
      data={{ ...data, document }}
      publishing={publishing}
      failure={actionData}
      documentDialogs={DocumentModals}
      languages={languages}
    />
  );
}
