import type { z } from "zod";
import { parseInput } from "./parse-input";
import { projectKey, refuseWrite, type Actor, type Db } from "./project-access.server";
import { projectRenameSchema } from "./schema";

export type RenameProjectInput = { projectId: string } & z.input<typeof projectRenameSchema>;

/**
 * Changes a project's display name; its id (the public address) never changes. The name is one of
 * the settings, so a settings form loaded before the rename can no longer overwrite it.
 */
export async function renameProject(db: Db, actor: Actor, input: RenameProjectInput): Promise<{ name: string }> {
  const { name } = parseInput(projectRenameSchema, input);
  const result = await db
    .updateTable("projects")
    .set((eb) => ({ name, updated: new Date(), settingsVersion: eb("settingsVersion", "+", 1) }))
    .where("id", "=", projectKey(input.projectId))
    .where("ownerId", "=", actor.userId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) await refuseWrite(db, actor, input.projectId);
  return { name };
}
