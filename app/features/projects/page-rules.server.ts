import type { Db } from "~/access/project-access.server";
import { PAGE_NOT_FOUND_MESSAGE, savedFirstMessage, STALE_PAGE_MESSAGE } from "./project-messages";
import { pageSlugTakenMessage } from "~/lib/slug";
import { AppError } from "~/lib/app-error";
import { assertSlugIsNoLanguagePath } from "./language-versions.server";

/** The page as the write sees it; call only inside `writeProjectContent`, which has checked access. */
export async function findPageForWrite(trx: Db, projectId: string, pageId: string) {
  const page = await trx
    .selectFrom("pages")
    .select(["id", "slug", "title", "sections", "seo", "version"])
    .select((eb) => eb.selectFrom("users").select("users.name").whereRef("users.id", "=", "pages.updatedBy").as("updatedByName"))
    .select("pages.updatedBy")
    .where("id", "=", pageId)
    .where("projectId", "=", projectId)
    .executeTakeFirst();
  if (!page) throw new AppError("NOT_FOUND", PAGE_NOT_FOUND_MESSAGE);
  return page;
}

/** A stale save names whose save came first when it was another member's (the actor's own other tab reads as "changed elsewhere"). */
export function assertPageVersion(page: { version: number; updatedBy?: string | null; updatedByName?: string | null }, expected: number, actorId?: string): void {
  if (page.version !== expected) throw new AppError("STALE_VERSION", page.updatedByName && actorId && page.updatedBy !== actorId ? savedFirstMessage("page", page.updatedByName) : STALE_PAGE_MESSAGE);
}

export async function assertPageSlugFree(trx: Db, projectId: string, slug: string, exceptPageId?: string): Promise<void> {
  let query = trx.selectFrom("pages").select("id").where("projectId", "=", projectId).where("slug", "=", slug);
  if (exceptPageId) query = query.where("id", "!=", exceptPageId);
  if (await query.executeTakeFirst()) {
    const message = pageSlugTakenMessage(slug);
    throw new AppError("CONFLICT", message, { fieldErrors: { slug: message } });
  }
  await assertSlugIsNoLanguagePath(trx, projectId, slug);
}

/** New pages go to the end of the project's list. */
export async function nextPagePosition(trx: Db, projectId: string): Promise<number> {
  const { last } = await trx
    .selectFrom("pages")
    .select((eb) => eb.fn.max("position").as("last"))
    .where("projectId", "=", projectId)
    .executeTakeFirstOrThrow();
  return Number(last ?? 0) + 1;
}
