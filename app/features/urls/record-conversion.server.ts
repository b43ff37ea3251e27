import type { Db } from "~/features/projects/project-access.server";
import type { MessagingApp } from "~/lib/messaging-links";

/**
 * Counts a visitor's click on a messaging link of a published project as a `conversion`
 * analytics event (beside leads). Only projects that are live count, so the redirect cannot be
 * used to fill the table for ids nobody publishes.
 */
export async function recordConversion(db: Db, input: { projectId: string; app: MessagingApp; countable: boolean }): Promise<boolean> {
  const project = await db.selectFrom("projects").select(["id", "livePublicationId"]).where("id", "=", input.projectId.toLowerCase()).executeTakeFirst();
  if (!project) return false;
  if (input.countable && project.livePublicationId) {
    await db.insertInto("analyticsEvents").values({ name: "conversion", params: { channel: input.app }, userId: null, projectId: project.id, occurredAt: new Date() }).execute();
  }
  return true;
}
