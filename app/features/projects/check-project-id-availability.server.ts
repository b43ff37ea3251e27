import type { z } from "zod";
import type { Actor, Db } from "~/access/project-access.server";
import { projectIdTakenMessage } from "~/lib/project-id";
import { projectIdCheckSchema } from "./schema";
import { isProjectIdTaken, suggestProjectId } from "./suggest-project-id.server";

export type ProjectIdAvailability =
  | { available: true; id: string }
  | { available: false; message: string; suggestion?: string };

/** The live check behind the project-id field: the id as it would be stored, or why it cannot be used. */
export async function checkProjectIdAvailability(
  db: Db,
  _actor: Actor,
  input: z.input<typeof projectIdCheckSchema>,
): Promise<ProjectIdAvailability> {
  const parsed = projectIdCheckSchema.safeParse(input);
  if (!parsed.success) return { available: false, message: parsed.error.issues[0]?.message ?? "Enter a project id." };
  const { id } = parsed.data;
  if (await isProjectIdTaken(db, id)) {
    return { available: false, message: projectIdTakenMessage(id), suggestion: await suggestProjectId(db, id) };
  }
  return { available: true, id };
}
