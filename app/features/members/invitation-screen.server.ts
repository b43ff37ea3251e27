import { data, type AppLoadContext } from "react-router";
import type { SignedInSession } from "~/features/auth/sessions.server";
import { AppError } from "~/lib/app-error";
import { readFormData } from "~/lib/read-form-data";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { ROLE_LABELS } from "~/access/project-roles";
import { acceptInvitation, readInvitation, type Invitee } from "./accept-invitation.server";

function inviteeOf(session: SignedInSession, isAdmin: boolean): Invitee {
  return { userId: session.user.id, isAdmin, email: session.user.email };
}

/** `/invitation?token=…`: what the link offers, or why it cannot be accepted, for the signed-in person. */
export async function loadInvitationScreen(request: Request, context: AppLoadContext, session: SignedInSession, isAdmin: boolean) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  try {
    const invitation = await readInvitation(context.database.db, inviteeOf(session, isAdmin), token);
    return { ok: true as const, token, projectName: invitation.projectName, role: ROLE_LABELS[invitation.role], invitedBy: invitation.invitedBy ?? "The owner" };
  } catch (error) {
    if (error instanceof AppError) return { ok: false as const, message: error.message };
    throw error;
  }
}

/** Accepts, then opens the project where the new role starts: the inbox for a leads member, the overview otherwise. */
export async function handleInvitationAction(request: Request, context: AppLoadContext, session: SignedInSession, isAdmin: boolean) {
  const form = await readFormData(request, context.config.bodyLimits.formBytes);
  const token = form.get("token");
  try {
    const { projectId, role } = await acceptInvitation(context.database.db, inviteeOf(session, isAdmin), typeof token === "string" ? token : "");
    return redirectWithFlash(role === "leads" ? `/project/${projectId}/leads` : `/project/${projectId}`, `Welcome: you are now ${role === "editor" ? "an" : "a"} ${ROLE_LABELS[role].toLowerCase()} member of this project.`);
  } catch (error) {
    if (error instanceof AppError) return data({ ok: false as const, message: error.message }, { status: error.status });
    throw error;
  }
}

