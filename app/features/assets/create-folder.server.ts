import type { z } from "zod";
import { parseInput } from "~/lib/forms/parse-input";
import { writeProjectContent, type Actor, type Db } from "~/access/project-access.server";
import { randomString } from "~/lib/random-string";
import { assertFolderNameFree } from "./asset-rules.server";
import { folderNameSchema } from "./schema";

export async function createFolder(
  db: Db,
  actor: Actor,
  input: { projectId: string } & z.input<typeof folderNameSchema>,
): Promise<{ id: string; name: string }> {
  const { name } = parseInput(folderNameSchema, input);
  return writeProjectContent(db, actor, input.projectId, async (trx, { projectId, now }) => {
    await assertFolderNameFree(trx, projectId, name);
    const id = randomString(20);
    await trx.insertInto("assetFolders").values({ id, projectId, name, created: now }).execute();
    return { id, name };
  });
}
