import nodemailer from "nodemailer";
import type { AppLoadContext } from "react-router";
import { AppError } from "~/lib/app-error";
import type { ProjectAccess } from "~/access/project-route-access.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { failure, formValues, runIntent, UNKNOWN_INTENT_MESSAGE } from "~/lib/forms/form-action.server";
import { readFormData } from "~/lib/read-form-data";
import { changeMemberRole } from "./change-member-role.server";
import { invitationUrl } from "./invitation-token.server";
import { inviteMember, type Invitation } from "./invite-member.server";
import { leaveProject } from "./leave-project.server";
import { removeMember } from "./remove-member.server";
import { revokeInvitation } from "./revoke-invitation.server";
import { answerOwnershipOffer, offerOwnership } from "./transfer-ownership.server";

/** A new invitation's link, shown once for copying, and whether it was also e-mailed. */
export type InvitationSent = { ok: true; intent: "invite"; link: string; email: string; mailed: boolean };

/** Mails the link when SMTP is configured; the link is shown for copying either way, so a failed send loses nothing. */
async function mailInvitation(context: AppLoadContext, invitation: Invitation, link: string, projectName: string, inviter: string): Promise<boolean> {
  const { smtpUrl, mailFrom } = context.config.leads;
  if (!smtpUrl) return false;
  const transport = nodemailer.createTransport(smtpUrl);
  try {
    await transport.sendMail({
      from: mailFrom,
      to: invitation.email,
      subject: `${inviter} invited you to “${projectName}” on Pagewright`,
      text: `${inviter} invited you to work on “${projectName}” as ${invitation.role}.\n\nAccept the invitation (valid until ${invitation.expiresAt.toISOString().slice(0, 10)}):\n${link}\n\nSign in with this e-mail address to accept it.\n`,
    });
    return true;
  } catch (error) {
    context.logger.warn({ err: error }, "invitation mail failed; the owner has the link to copy");
    return false;
  } finally {
    transport.close();
  }
}

/** The members screen's posts, after the route's gate; each use case checks the role it needs. */
export async function handleMembersAction(request: Request, context: AppLoadContext, { actor, project: { id: projectId } }: ProjectAccess) {
  const db = context.database.db;
  const values = formValues(await readFormData(request, context.config.bodyLimits.formBytes));
  const intent = values.intent ?? "";
  const back = `/project/${projectId}/members`;
  const run = (work: () => Promise<Response>) => runIntent(intent, values, work);
  const userId = values.userId ?? "";
  switch (intent) {
    case "invite":
      try {
        const invitation = await inviteMember(db, actor, { projectId, email: values.email ?? "", role: values.role ?? "" });
        const link = invitationUrl(context.config.publicUrl, invitation.token);
        const project = await db.selectFrom("projects").select("name").where("id", "=", projectId).executeTakeFirstOrThrow();
        const inviter = await db.selectFrom("users").select("name").where("id", "=", actor.userId).executeTakeFirstOrThrow();
        const mailed = await mailInvitation(context, invitation, link, project.name, inviter.name);
        return { ok: true, intent: "invite", link, email: invitation.email, mailed } satisfies InvitationSent;
      } catch (error) {
        if (error instanceof AppError) return failure(intent, error.status, error.message, error.fieldErrors, values);
        throw error;
      }
    case "revoke":
      return run(async () => redirectWithFlash(back, `The invitation of ${(await revokeInvitation(db, actor, { projectId, invitationId: values.invitationId ?? "" })).email} was revoked.`));
    case "change-role":
      return run(async () => {
        await changeMemberRole(db, actor, { projectId, userId, role: values.role ?? "" });
        return redirectWithFlash(back, "Role changed.");
      });
    case "remove":
      return run(async () => redirectWithFlash(back, `${(await removeMember(db, actor, { projectId, userId })).name} was removed from the project.`));
    case "leave":
      return run(async () => {
        await leaveProject(db, actor, { projectId });
        return redirectWithFlash("/", "You left the project.");
      });
    case "offer-ownership":
      return run(async () => redirectWithFlash(back, `${(await offerOwnership(db, actor, { projectId, userId })).name} can now accept or decline the ownership.`));
    case "accept-ownership":
    case "decline-ownership":
      return run(async () => {
        const accept = intent === "accept-ownership";
        await answerOwnershipOffer(db, actor, { projectId, accept });
        return redirectWithFlash(back, accept ? "You are now the owner of this project." : "You declined the ownership.");
      });
    default:
      return failure(intent, 400, UNKNOWN_INTENT_MESSAGE, {}, values);
  }
}
