import type { Actor, Db } from "~/access/project-access.server";
import { AppError } from "~/lib/app-error";
import { parseInput } from "~/lib/forms/parse-input";
import { tokenIdSchema } from "./schema";

export const TOKEN_NOT_FOUND_MESSAGE = "This token does not exist.";

/** Stops one of the actor's tokens working at once; another person's token is NOT_FOUND. */
export async function revokeApiToken(db: Db, actor: Actor, input: { tokenId: string }, now = new Date()): Promise<void> {
  const { tokenId } = parseInput(tokenIdSchema, input);
  const result = await db.updateTable("apiTokens").set({ revokedAt: now }).where("id", "=", tokenId).where("userId", "=", actor.userId).where("revokedAt", "is", null).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new AppError("NOT_FOUND", TOKEN_NOT_FOUND_MESSAGE);
}
