import type { z } from "zod";
import { parseInput } from "~/lib/forms/parse-input";
import { writeProjectContent, type Actor, type Db } from "~/access/project-access.server";
import { pageReorderSchema } from "./schema";
import { AppError } from "~/lib/app-error";

export type ReorderPagesInput = { projectId: string } & z.input<typeof pageReorderSchema>;

const OUT_OF_DATE = "The pages of this project changed since you loaded them. Reload and reorder again.";

/**
 * Puts the project's pages in the given order. The list must name every page of the project
 * exactly once: a list from an outdated screen is refused rather than half applied.
 */
export async function reorderPages(db: Db, actor: Actor, input: ReorderPagesInput): Promise<void> {
  const { pageIds } = parseInput(pageReorderSchema, input);
  await writeProjectContent(db, actor, input.projectId, async (trx, { projectId }) => {
    const current = await trx.selectFrom("pages").select("id").where("projectId", "=", projectId).execute();
    const currentIds = new Set(current.map((page) => page.id));
    if (currentIds.size !== pageIds.length || !pageIds.every((id) => currentIds.has(id))) {
      throw new AppError("CONFLICT", OUT_OF_DATE, { fieldErrors: { pageIds: OUT_OF_DATE } });
    }
    for (const [index, id] of pageIds.entries()) {
      await trx.updateTable("pages").set({ position: index + 1 }).where("id", "=", id).where("projectId", "=", projectId).execute();
    }
  });
}
