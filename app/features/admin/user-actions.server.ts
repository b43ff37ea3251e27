import type { AppLoadContext } from "react-router";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { failure, formValues, runIntent } from "~/lib/forms/form-action.server";
import type { Actor } from "~/access/project-access.server";
import { userActionSchema } from "./schema";
import { setAdminRole } from "./set-admin-role.server";
import { setUserStatus } from "./set-user-status.server";
import { readFormData } from "~/lib/read-form-data";

/** The posts of a user's detail screen, for an admin: change their status or their admin role, then back to the screen with what happened. */
export async function handleUserAction(request: Request, context: AppLoadContext, actor: Actor, userId: string) {
  const values = formValues(await readFormData(request, context.config.bodyLimits.formBytes));
  const parsed = userActionSchema.safeParse(values);
  if (!parsed.success) return failure(values.intent ?? "", 400, parsed.error.issues[0]?.message ?? "Check the form and try again.", {}, values);
  const input = parsed.data;
  const db = context.database.db;
  const here = `/admin/users/${userId}`;
  return runIntent(input.intent, values, async () => {
    if (input.intent === "set-status") {
      return redirectWithFlash(here, (await setUserStatus(db, actor, { userId, status: input.status })).message);
    }
    return redirectWithFlash(here, (await setAdminRole(db, actor, { userId, intent: input.intent })).message);
  });
}
