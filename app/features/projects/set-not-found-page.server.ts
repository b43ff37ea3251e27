import type { z } from "zod";
import { writeProjectContent, type Actor, type Db } from "~/access/project-access.server";
import { recordActivity } from "~/access/project-activity.server";
import { AppError } from "~/lib/app-error";
import { parseInput } from "~/lib/forms/parse-input";
import { notFoundPageSchema } from "./schema";

const NOT_A_PAGE = "Choose one of this project's pages.";

/**
 * Chooses the page unknown addresses of the site show, with status 404 (docs/product.md#redirects);
 * none chooses the site's standard not-found page again. Live with the next publish.
 */
export async function setNotFoundPage(db: Db, actor: Actor, input: { projectId: string } & z.input<typeof notFoundPageSchema>): Promise<{ pageId: string | null }> {
  const { pageId } = parseInput(notFoundPageSchema, input);
  return writeProjectContent(db, actor, input.projectId, async (trx, { projectId }) => {
    if (pageId) {
      const page = await trx.selectFrom("pages").select("id").where("id", "=", pageId).where("projectId", "=", projectId).executeTakeFirst();
      if (!page) throw new AppError("INVALID", NOT_A_PAGE, { fieldErrors: { pageId: NOT_A_PAGE } });
    }
    await trx.updateTable("projects").set({ notFoundPageId: pageId ?? null }).where("id", "=", projectId).execute();
    await recordActivity(trx, actor, projectId, "changed-not-found-page");
    return { pageId: pageId ?? null };
  });
}
