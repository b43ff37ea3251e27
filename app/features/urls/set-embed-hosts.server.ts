import { writeProjectContent, type Actor, type Db } from "~/access/project-access.server";
import { AppError } from "~/lib/app-error";
import { embedHostsFormSchema } from "~/lib/embed-hosts";
import { parseInput } from "~/lib/forms/parse-input";

export const EMBED_MODULE_NOT_FOUND_MESSAGE = "This module does not exist in the project.";

export type SetEmbedHostsInput = { projectId: string; values: Record<string, string>; appHost: string };

/**
 * Sets where one module may be embedded: anywhere (null) or only on the hosts listed. Owners and
 * editors only, as for any content; bad input changes nothing. It reaches the module's published
 * document with the next publish, like its content (decision 0043). The module's version is left
 * alone, so an editor open on it keeps saving.
 */
export async function setEmbedHosts(db: Db, actor: Actor, input: SetEmbedHostsInput): Promise<{ moduleId: string; moduleName: string; hosts: string[] | null }> {
  const { moduleId, hosts } = parseInput(embedHostsFormSchema(input.appHost), input.values);
  return writeProjectContent(db, actor, input.projectId, async (trx, { projectId }) => {
    const updated = await trx.updateTable("modules").set({ embedHosts: hosts }).where("projectId", "=", projectId).where("id", "=", moduleId).returning("name").executeTakeFirst();
    if (!updated) throw new AppError("NOT_FOUND", EMBED_MODULE_NOT_FOUND_MESSAGE, { fieldErrors: { moduleId: EMBED_MODULE_NOT_FOUND_MESSAGE } });
    return { moduleId, moduleName: updated.name, hosts };
  });
}
