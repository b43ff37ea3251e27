import type { Actor, Db } from "~/access/project-access.server";
import { readableLeadProject } from "./lead-access.server";

/**
 * The languages the project's leads were sent in (deleted leads left out, old leads without one
 * too), by tag: the inbox names each lead's only when there are two or more, and offers them as a
 * filter (`docs/product.md#lead-capture`).
 */
export async function listLeadLanguages(db: Db, actor: Actor, input: { projectId: string }): Promise<string[]> {
  const projectId = await readableLeadProject(db, actor, input.projectId);
  const rows = await db
    .selectFrom("leads")
    .select("language")
    .distinct()
    .where("projectId", "=", projectId)
    .where("deletedAt", "is", null)
    .where("language", "is not", null)
    .orderBy("language")
    .execute();
  return rows.flatMap((row) => (row.language ? [row.language] : []));
}
