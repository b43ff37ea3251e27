import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { normalizeProjectId } from "~/lib/project-id";
import { PROJECT_NOT_FOUND_MESSAGE, READ_ONLY_MESSAGE } from "./access-messages";
import { AppError } from "~/lib/app-error";

/** Who is asking. A partner's id is their user id. */
export type Actor = { userId: string; isAdmin: boolean };

export type Db = Kysely<Database>;

/** Project ids are addressed case-insensitively; anything that cannot be an id matches nothing. */
export function projectKey(projectId: string): string {
  return normalizeProjectId(projectId);
}

export type WriteContext = { projectId: string; now: Date };

/**
 * Runs `work` in a transaction that first stamps the project as updated, matching only a project
 * the actor owns. That first statement is the access check, and it takes the project's write lock,
 * so concurrent writes to one project (slug checks, positions) run one after the other. Whatever
 * `work` throws rolls everything back.
 */
export function writeOwnedProject<T>(
  db: Db,
  actor: Actor,
  projectId: string,
  work: (trx: Db, context: WriteContext) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const context = { projectId: projectKey(projectId), now: new Date() };
    const result = await trx
      .updateTable("projects")
      .set({ updated: context.now })
      .where("id", "=", context.projectId)
      .where("ownerId", "=", actor.userId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) await refuseWrite(trx, actor, projectId);
    return work(trx, context);
  });
}

/**
 * Explains a write that matched no owned project. Admins, who may read every project, learn that
 * it is read-only; everyone else learns nothing, so ids of other partners do not leak.
 */
export async function refuseWrite(db: Db, actor: Actor, projectId: string): Promise<never> {
  if (actor.isAdmin) {
    const existing = await db.selectFrom("projects").select("id").where("id", "=", projectKey(projectId)).executeTakeFirst();
    if (existing) throw new AppError("FORBIDDEN", READ_ONLY_MESSAGE);
  }
  throw new AppError("NOT_FOUND", PROJECT_NOT_FOUND_MESSAGE);
}

/**
 * What the actor may do with one project: its owner changes it, an admin may look at any project.
 * Per-project roles (an "editor" who changes content, a "viewer" who only looks) would join here.
 */
export type ProjectRole = "owner" | "admin-viewer";

/** A project the actor reached, with the role they reached it in. */
export type ProjectGrant = { id: string; role: ProjectRole };

/** The project when the actor may read it; NOT_FOUND otherwise, so ids of other partners do not leak. */
export async function requireReadableProject(db: Db, actor: Actor, projectId: string): Promise<ProjectGrant> {
  const project = await readableProjects(db, actor).select(["id", "ownerId"]).where("id", "=", projectKey(projectId)).executeTakeFirst();
  if (!project) throw new AppError("NOT_FOUND", PROJECT_NOT_FOUND_MESSAGE);
  return { id: project.id, role: project.ownerId === actor.userId ? "owner" : "admin-viewer" };
}

/**
 * The project when the actor owns it, without marking it changed (writeOwnedProject does that);
 * otherwise the refusal of refuseWrite.
 */
export async function requireOwnedProject(db: Db, actor: Actor, projectId: string): Promise<ProjectGrant> {
  const project = await db.selectFrom("projects").select("id").where("id", "=", projectKey(projectId)).where("ownerId", "=", actor.userId).executeTakeFirst();
  if (!project) return refuseWrite(db, actor, projectId);
  return { id: project.id, role: "owner" };
}

/** A query over projects the actor may read: their own, or any for an admin. */
export function readableProjects(db: Db, actor: Actor) {
  const query = db.selectFrom("projects");
  return actor.isAdmin ? query : query.where("ownerId", "=", actor.userId);
}
