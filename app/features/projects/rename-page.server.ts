import type { z } from "zod";
import { assertPageSlugFree, assertPageVersion, findPageForWrite } from "./page-rules.server";
import { parseInput } from "~/lib/forms/parse-input";
import { writeProjectContent, type Actor, type Db } from "~/access/project-access.server";
import { leaveRedirectBehind } from "./redirect-rules.server";
import { pageRenameSchema } from "./schema";

export type RenamePageInput = { projectId: string; pageId: string } & z.input<typeof pageRenameSchema>;

/**
 * Changes a page's title and/or slug, as long as nobody changed the page since `version`. With
 * `redirectOldPath`, a new slug leaves a 301 from the old path behind (docs/product.md#redirects).
 */
export async function renamePage(
  db: Db,
  actor: Actor,
  input: RenamePageInput,
): Promise<{ title: string; slug: string; version: number }> {
  const changes = parseInput(pageRenameSchema, input);
  return writeProjectContent(db, actor, input.projectId, async (trx, { projectId, now }) => {
    const page = await findPageForWrite(trx, projectId, input.pageId);
    assertPageVersion(page, changes.version);
    const title = changes.title ?? page.title;
    const slug = changes.slug ?? page.slug;
    if (slug !== page.slug) await assertPageSlugFree(trx, projectId, slug, page.id);
    const version = page.version + 1;
    await trx.updateTable("pages").set({ title, slug, version, updated: now }).where("id", "=", page.id).execute();
    if (changes.redirectOldPath && slug !== page.slug) await leaveRedirectBehind(trx, projectId, page.slug, slug, now);
    return { title, slug, version };
  });
}
