import { writeOwnedProject, type Actor, type Db } from "~/access/project-access.server";
import { AppError } from "~/lib/app-error";
import { parseInput } from "~/lib/forms/parse-input";
import { INVITATION_GONE_MESSAGE } from "./member-messages";
import { invitationIdSchema } from "./schema";

/** The owner takes an invitation back: its link stops working at once. */
export async function revokeInvitation(db: Db, actor: Actor, input: { projectId: string; invitationId: string }): Promise<{ email: string }> {
  const { invitationId } = parseInput(invitationIdSchema, input);
  return writeOwnedProject(db, actor, input.projectId, async (trx, { projectId }) => {
    const revoked = await trx.deleteFrom("projectInvitations").where("id", "=", invitationId).where("projectId", "=", projectId).returning("email").executeTakeFirst();
    if (!revoked) throw new AppError("NOT_FOUND", INVITATION_GONE_MESSAGE);
    return revoked;
  });
}
