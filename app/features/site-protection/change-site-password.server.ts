import { recordActivity } from "~/access/project-activity.server";
import { writeProjectContent, type Actor, type Db } from "~/access/project-access.server";
import { AppError } from "~/lib/app-error";
import { hashSitePassword } from "./password-hash.server";

export const UNKNOWN_PAGE_MESSAGE = "This page does not exist in the project.";

/** What the activity log and the answers call a password's scope: "the whole site" or the page's title. */
async function targetName(db: Db, projectId: string, target: string): Promise<string> {
  if (target === "") return "the whole site";
  const page = await db.selectFrom("pages").select("title").where("projectId", "=", projectId).where("id", "=", target).executeTakeFirst();
  if (!page) throw new AppError("NOT_FOUND", UNKNOWN_PAGE_MESSAGE);
  return `the page “${page.title}”`;
}

/**
 * Protects a page, or the whole project (`target` ''), with a password, replacing the one it had;
 * visitors' passes for the old one end at once (docs/product.md#password-protected-pages).
 */
export async function setSitePassword(db: Db, actor: Actor, input: { projectId: string; target: string; password: string }): Promise<string> {
  // Hashing takes a while: done before the write transaction, which must stay short.
  const passwordHash = await hashSitePassword(input.password);
  return writeProjectContent(db, actor, input.projectId, async (trx, { projectId, now }) => {
    const name = await targetName(trx, projectId, input.target);
    await trx
      .insertInto("sitePasswords")
      .values({ projectId, scope: input.target, passwordHash, created: now })
      .onConflict((conflict) => conflict.columns(["projectId", "scope"]).doUpdateSet({ passwordHash, created: now }))
      .execute();
    await recordActivity(trx, actor, projectId, "set-password", { target: name });
    return name;
  });
}

/** Makes a page, or the whole project, public again. */
export async function removeSitePassword(db: Db, actor: Actor, input: { projectId: string; target: string }): Promise<string> {
  return writeProjectContent(db, actor, input.projectId, async (trx, { projectId }) => {
    const removed = await trx.deleteFrom("sitePasswords").where("projectId", "=", projectId).where("scope", "=", input.target).executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw new AppError("NOT_FOUND", "There is no password to remove here.");
    const name = input.target === "" ? "the whole site" : await targetName(trx, projectId, input.target).catch(() => "a deleted page");
    await recordActivity(trx, actor, projectId, "removed-password", { target: name });
    return name;
  });
}
