import type { AppLoadContext } from "react-router";
import type { ProjectAccess } from "~/access/project-route-access.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { runIntent } from "~/lib/forms/form-action.server";
import { parseInput } from "~/lib/forms/parse-input";
import { PUBLICATIONS_CHANNEL } from "./publication-channel";
import { cancelScheduledChange, putPageOnline, scheduleChange } from "./schedule-change.server";
import { scheduleIntentSchema } from "./schedule-schema";

/** The overview's schedule forms (docs/product.md#scheduled-publishing); every node's published site reads the project again after each. */
export function handleScheduleAction(context: AppLoadContext, { actor, project: { id: projectId } }: ProjectAccess, values: Record<string, string>) {
  const intent = values.intent ?? "";
  const back = `/project/${projectId}`;
  const { db, notifications } = context.database;
  return runIntent(intent, values, async () => {
    const input = parseInput(scheduleIntentSchema, values);
    let message: string;
    if (input.intent === "schedule") {
      const scheduled = await scheduleChange(db, actor, { projectId, target: input.target, change: input.change, localTime: input.localTime, timeZone: input.timeZone, redirectTo: input.redirectTo });
      message = `Scheduled: ${scheduled.change} on ${scheduled.at}.`;
    } else if (input.intent === "cancel-schedule") {
      message = `Cancelled: ${await cancelScheduledChange(db, actor, { projectId, scheduleId: input.scheduleId })}.`;
    } else {
      message = `The page “${await putPageOnline(db, actor, { projectId, pageId: input.target })}” is on the live site again.`;
    }
    await notifications.notify(PUBLICATIONS_CHANNEL, projectId);
    return redirectWithFlash(back, message);
  });
}
