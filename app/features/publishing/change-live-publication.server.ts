import { recordActivity } from "~/access/project-activity.server";
import { writeProjectContent, type Actor, type Db } from "~/access/project-access.server";
import { AppError } from "~/lib/app-error";

/**
 * Takes the project offline: its public addresses answer 404 until the next publish or rollback
 * (and forget where an earlier scheduled unpublish sent visitors).
 */
export function unpublishProject(db: Db, actor: Actor, input: { projectId: string }) {
  return writeProjectContent(db, actor, input.projectId, async (trx, { projectId }) => {
    await trx.updateTable("projects").set({ livePublicationId: null }).where("id", "=", projectId).execute();
    await trx.deleteFrom("offlineAddresses").where("projectId", "=", projectId).where("scope", "=", "").execute();
  });
}

/**
 * Makes an earlier (or the latest) publication of the project live again; `wasOffline` says it
 * also brought an unpublished project back online, which the answer must say.
 */
export function rollBackToPublication(db: Db, actor: Actor, input: { projectId: string; publicationId: string }) {
  return writeProjectContent(db, actor, input.projectId, async (trx, { projectId }) => {
    const publication = await trx
      .selectFrom("publications")
      .select(["id", "number"])
      .where("id", "=", input.publicationId)
      .where("projectId", "=", projectId)
      .executeTakeFirst();
    if (!publication) throw new AppError("NOT_FOUND", "This publication does not exist in the project.");
    const before = await trx.selectFrom("projects").select("livePublicationId").where("id", "=", projectId).executeTakeFirstOrThrow();
    await trx.updateTable("projects").set({ livePublicationId: publication.id }).where("id", "=", projectId).execute();
    await recordActivity(trx, actor, projectId, "rolled-back", { version: String(publication.number) });
    return { ...publication, wasOffline: before.livePublicationId === null };
  });
}
