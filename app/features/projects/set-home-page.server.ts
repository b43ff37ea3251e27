import type { z } from "zod";
import { findPageForWrite } from "./page-rules.server";
import { parseInput } from "~/lib/forms/parse-input";
import { writeProjectContent, type Actor, type Db } from "~/access/project-access.server";
import { homePageSchema } from "./schema";

export type SetHomePageInput = { projectId: string } & z.input<typeof homePageSchema>;

/**
 * Makes a page of the project the one shown at the project's own address. The home page is one of
 * the settings, so a settings form loaded before this can no longer overwrite it.
 */
export async function setHomePage(db: Db, actor: Actor, input: SetHomePageInput): Promise<void> {
  const { pageId } = parseInput(homePageSchema, input);
  await writeProjectContent(db, actor, input.projectId, async (trx, { projectId }) => {
    const page = await findPageForWrite(trx, projectId, pageId);
    await trx
      .updateTable("projects")
      .set((eb) => ({ homePageId: page.id, settingsVersion: eb("settingsVersion", "+", 1) }))
      .where("id", "=", projectId)
      .execute();
  });
}
