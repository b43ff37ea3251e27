import { writeProjectContent, type Actor, type Db } from "~/access/project-access.server";
import { MODULE_NOT_FOUND_MESSAGE } from "./project-messages";
import { AppError } from "~/lib/app-error";

export async function deleteModule(db: Db, actor: Actor, input: { projectId: string; moduleId: string }): Promise<void> {
  await writeProjectContent(db, actor, input.projectId, async (trx, { projectId }) => {
    const result = await trx.deleteFrom("modules").where("id", "=", input.moduleId).where("projectId", "=", projectId).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new AppError("NOT_FOUND", MODULE_NOT_FOUND_MESSAGE);
  });
}
