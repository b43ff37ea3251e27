import type { z } from "zod";
import { writeProjectContent, type Actor, type Db } from "~/access/project-access.server";
import { recordActivity } from "~/access/project-activity.server";
import { AppError } from "~/lib/app-error";
import { parseInput } from "~/lib/forms/parse-input";
import { redirectRemoveSchema } from "./schema";

export const REDIRECT_NOT_FOUND_MESSAGE = "This redirect does not exist in the project.";

/** Removes one redirect; the live site keeps it until the next publish (decision 0032). */
export async function removeRedirect(db: Db, actor: Actor, input: { projectId: string } & z.input<typeof redirectRemoveSchema>): Promise<void> {
  const { from } = parseInput(redirectRemoveSchema, input);
  await writeProjectContent(db, actor, input.projectId, async (trx, { projectId }) => {
    const result = await trx.deleteFrom("projectRedirects").where("projectId", "=", projectId).where("fromPath", "=", from).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new AppError("NOT_FOUND", REDIRECT_NOT_FOUND_MESSAGE);
    await recordActivity(trx, actor, projectId, "changed-redirects", { from });
  });
}
