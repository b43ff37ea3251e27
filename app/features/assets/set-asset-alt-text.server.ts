import type { z } from "zod";
import { parseInput } from "~/lib/forms/parse-input";
import { writeProjectContent, type Actor, type Db } from "~/access/project-access.server";
import { findAssetForWrite } from "./asset-rules.server";
import { altTextSchema } from "./schema";

/** The image's default text alternative; pickers copy it into the sections that use the image. */
export async function setAssetAltText(
  db: Db,
  actor: Actor,
  input: { projectId: string; assetId: string } & z.input<typeof altTextSchema>,
): Promise<{ altText: string }> {
  const { altText } = parseInput(altTextSchema, input);
  return writeProjectContent(db, actor, input.projectId, async (trx, { projectId, now }) => {
    const asset = await findAssetForWrite(trx, projectId, input.assetId);
    await trx.updateTable("assets").set({ altText, updated: now }).where("id", "=", asset.id).execute();
    return { altText };
  });
}
