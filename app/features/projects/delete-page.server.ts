import { writeProjectContent, type Actor, type Db } from "~/access/project-access.server";
import { PAGE_NOT_FOUND_MESSAGE } from "./project-messages";
import { AppError } from "~/lib/app-error";

const HOME_PAGE_DELETE_MESSAGE = "This is the home page. Make another page the home page before deleting it.";

/**
 * Deletes a page. The home page cannot be deleted: the project's address must always show a page,
 * so another page has to become the home page first (which also means the last page stays).
 */
export async function deletePage(db: Db, actor: Actor, input: { projectId: string; pageId: string }): Promise<void> {
  await writeProjectContent(db, actor, input.projectId, async (trx, { projectId }) => {
    const project = await trx.selectFrom("projects").select(["homePageId", "notFoundPageId"]).where("id", "=", projectId).executeTakeFirstOrThrow();
    if (project.homePageId === input.pageId) throw new AppError("CONFLICT", HOME_PAGE_DELETE_MESSAGE);
    const result = await trx.deleteFrom("pages").where("id", "=", input.pageId).where("projectId", "=", projectId).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new AppError("NOT_FOUND", PAGE_NOT_FOUND_MESSAGE);
    // Without its page, unknown addresses show the site's standard not-found page again.
    if (project.notFoundPageId === input.pageId) await trx.updateTable("projects").set({ notFoundPageId: null }).where("id", "=", projectId).execute();
  });
}
