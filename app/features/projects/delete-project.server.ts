import type { z } from "zod";
import { parseInput } from "~/lib/forms/parse-input";
import { projectKey, projectsWhereActorCan, refuseWrite, type Actor, type Db } from "~/access/project-access.server";
import { projectDeleteSchema } from "./schema";
import { AppError } from "~/lib/app-error";

export type DeleteProjectInput = { projectId: string } & z.input<typeof projectDeleteSchema>;

/**
 * Deletes a project and, through the foreign keys, every page and module of it. The person types
 * the id to confirm; that check depends only on the input, so it reveals nothing about other
 * partners' projects.
 */
export async function deleteProject(db: Db, actor: Actor, input: DeleteProjectInput): Promise<void> {
  const { confirmId } = parseInput(projectDeleteSchema, input);
  const id = projectKey(input.projectId);
  if (confirmId.toLowerCase() !== id) {
    const message = `Type the project id “${id}” exactly to confirm.`;
    throw new AppError("INVALID", message, { fieldErrors: { confirmId: message } });
  }
  const result = await db.deleteFrom("projects").where("id", "=", id).where("id", "in", projectsWhereActorCan(db, actor, "manage-project")).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) await refuseWrite(db, actor, id);
}
