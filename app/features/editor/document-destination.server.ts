import type { Db } from "~/access/project-access.server";
import { normalizeSlug } from "~/lib/slug";
import { editorPath } from "./document-paths";
import type { DocumentKind } from "./editor-section";

type OpenDocument = { kind: DocumentKind; projectId: string; slug: string };

/** Of a page or module command that went through: what it was and the document it leaves to open. */
type CommandDone = { projectId: string; command: { intent: string }; outcome: { kind: DocumentKind; slug: string | null } };

async function documentExists(db: Db, { kind, projectId, slug }: OpenDocument): Promise<boolean> {
  const found = await db
    .selectFrom(kind === "page" ? "pages" : "modules")
    .select("id")
    .where("projectId", "=", projectId)
    .where("slug", "=", slug)
    .executeTakeFirst();
  return found !== undefined;
}

/** After the open document was deleted: the home page (or the first module), else the overview. */
async function anotherDocument(db: Db, kind: DocumentKind, projectId: string): Promise<string> {
  if (kind === "page") {
    const project = await db.selectFrom("projects").select("homePageId").where("id", "=", projectId).executeTakeFirst();
    const home = project?.homePageId ? await db.selectFrom("pages").select("slug").where("id", "=", project.homePageId).executeTakeFirst() : undefined;
    return home ? editorPath("page", projectId, home.slug) : `/project/${projectId}`;
  }
  const first = await db.selectFrom("modules").select("slug").where("projectId", "=", projectId).orderBy("slug").executeTakeFirst();
  return first ? editorPath("module", projectId, first.slug) : `/project/${projectId}`;
}

/**
 * Where the editor goes after a page or module command: a created or duplicated document opens;
 * otherwise the open one stays open, under its new address when the command renamed it, or another
 * document opens when the command deleted it.
 */
export async function editorPathAfter(db: Db, open: { kind: DocumentKind; slug: string }, { projectId, command, outcome }: CommandDone): Promise<string> {
  if ((command.intent === "create" || command.intent === "duplicate") && outcome.slug) return editorPath(outcome.kind, projectId, outcome.slug);
  const current = { kind: open.kind, projectId, slug: normalizeSlug(open.slug) };
  if (await documentExists(db, current)) return editorPath(current.kind, projectId, current.slug);
  if (command.intent === "rename" && outcome.kind === open.kind && outcome.slug) return editorPath(outcome.kind, projectId, outcome.slug);
  return anotherDocument(db, open.kind, projectId);
}
