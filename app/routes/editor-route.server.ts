import { redirect, type AppLoadContext } from "react-router";
import type { ProjectAccess } from "~/access/project-route-access.server";
import { libraryImageSourcesById } from "~/features/assets/library-images.server";
import { editorData, listModuleContents } from "~/features/editor/editor-data.server";
import type { EditorData } from "~/features/editor/editor-data";
import type { DocumentKind } from "~/features/editor/editor-section";
import type { ContentSavers } from "~/features/editor/save-content.server";
import { getModule } from "~/features/projects/get-module.server";
import { getPage } from "~/features/projects/get-page.server";
import { getProject } from "~/features/projects/get-project.server";
import { updateModuleContent } from "~/features/projects/update-module-content.server";
import { updatePageContent } from "~/features/projects/update-page-content.server";
import { readOnlyReason } from "~/access/project-roles";
import { AppError } from "~/lib/app-error";
import { unknownRoute } from "~/lib/route-params";
import { isSiteLanguageTag, siteLanguageOf } from "~/lib/site-languages";
import { getPageTranslation, getTranslationProgress } from "~/features/projects/translation-reads.server";
import { LANGUAGE_PARAM, type EditorLanguages, type EditorTranslation } from "~/features/editor/translation";

/**
 * The page and module editors' data, for an actor the gate has let through: the project and the
 * open document come from projects, their images' variants from assets, and the editor shapes
 * them. A page or module that does not exist is the 404 of docs/product.md#error-texts.
 */
export async function loadEditor(context: AppLoadContext, { actor, project }: ProjectAccess, kind: DocumentKind, slug: string | undefined): Promise<EditorData> {
  const { db } = context.database;
  try {
    const overview = await getProject(db, actor, { projectId: project.id });
    const input = { projectId: project.id, slug: slug ?? "" };
    const document = kind === "page" ? await getPage(db, actor, input).then((page) => ({ ...page, name: page.title })) : await getModule(db, actor, input);
    const modules = await listModuleContents(db, project.id);
    const images = await libraryImageSourcesById(db, project.id, [...document.sections, ...modules.flatMap((row) => row.sections)]);
    return editorData({
      kind,
      project: overview.project,
      canEdit: overview.canEdit,
      readOnlyReason: readOnlyReason(overview.role),
      pages: overview.pages,
      moduleSummaries: overview.modules,
      document,
      modules,
      images,
      publicHost: context.config.publicUrl.host,
      recentEditor: recentEditorSentence(actor.userId, document, overview.members, kind),
    });
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") unknownRoute(context);
    throw error;
  }
}

/** How recent another member's save must be for the editor to say they are editing (docs/product.md#two-people-editing). */
const RECENT_EDIT_MS = 10 * 60 * 1000;

function recentEditorSentence(actorId: string, document: { updated: Date; updatedBy: string | null }, members: readonly { userId: string; name: string }[], kind: DocumentKind): string | null {
  const ago = Date.now() - document.updated.getTime();
  if (!document.updatedBy || document.updatedBy === actorId || ago > RECENT_EDIT_MS) return null;
  const name = members.find((member) => member.userId === document.updatedBy)?.name ?? "Another member";
  const minutes = Math.max(1, Math.round(ago / 60_000));
  return `${name} edited this ${kind} ${minutes === 1 ? "a minute" : `${minutes} minutes`} ago and may still be editing. Saves are checked against each other: if theirs comes first, you are told.`;
}

/** The editor's save goes through the projects use cases, which check the version and every section. */
export const contentSavers: ContentSavers = {
  page: (db, actor, { documentId, ...content }) => updatePageContent(db, actor, { ...content, pageId: documentId }),
  module: (db, actor, { documentId, ...content }) => updateModuleContent(db, actor, { ...content, moduleId: documentId }),
};

/**
 * The site's languages for the page editor's language switch (null when it adds none), and the open
 * page in the added language `?language=` names (null for the site's own). A link to a language the
 * site no longer adds opens the page in the site's own language.
 */
export async function loadEditorLanguages(
  context: AppLoadContext,
  { actor, project }: ProjectAccess,
  pageId: string,
  url: URL,
): Promise<{ languages: EditorLanguages | null; translation: EditorTranslation | null }> {
  const { db } = context.database;
  const progress = await getTranslationProgress(db, actor, { projectId: project.id });
  const requested = url.searchParams.get(LANGUAGE_PARAM);
  const added = progress.languages.map((language) => language.tag);
  const languages = added.length ? { own: progress.language, added, untranslated: progress.untranslated } : null;
  const tag = requested !== null && isSiteLanguageTag(requested) ? siteLanguageOf(requested).tag : null;
  if (tag !== null && added.includes(tag)) return { languages, translation: await getPageTranslation(db, actor, { projectId: project.id, pageId, language: tag }) };
  if (requested !== null) throw redirect(url.pathname);
  return { languages, translation: null };
}
