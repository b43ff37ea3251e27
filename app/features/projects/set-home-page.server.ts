import type { z } from "zod";
import { findPageForWrite } from "./page-rules.server";
import { parseInput } from "./parse-input";
import { writeOwnedProject, type Actor, type Db } from "./project-access.server";
import { homePageSchema } from "./schema";

export type SetHomePageInput = { projectId: string } & z.input<typeof homePageSchema>;

/** Makes a page of the project the one shown at the project's own address. */
export async function setHomePage(db: Db, actor: Actor, input: SetHomePageInput): Promise<void> {
  const { pageId } = parseInput(homePageSchema, input);
  await writeOwnedProject(db, actor, input.projectId, async (trx, { projectId }) => {
    const page = await findPageForWrite(trx, projectId, pageId);
    await trx.updateTable("projects").set({ homePageId: page.id }).where("id", "=", projectId).execute();
  });
}
