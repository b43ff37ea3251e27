import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { normalizeProjectId } from "~/lib/project-id";
import { PROJECT_NOT_FOUND_MESSAGE, READ_ONLY_MESSAGE, roleRefusalMessage } from "./access-messages";
import { AppError } from "~/lib/app-error";
import { adminCan, DEFAULT_READ_CAPABILITY, DEFAULT_WRITE_CAPABILITY, roleCan, rolesWith, type Capability, type MemberRole } from "./project-roles";

/** Who is asking. A partner's id is their user id. */
export type Actor = { userId: string; isAdmin: boolean };

export type Db = Kysely<Database>;

/** Project ids are addressed case-insensitively; anything that cannot be an id matches nothing. */
export function projectKey(projectId: string): string {
  return normalizeProjectId(projectId);
}

/** The ids of the projects where the actor's role holds the capability: the membership condition inside every query. */
export function projectsWhereActorCan(db: Db, actor: Actor, capability: Capability) {
  return db.selectFrom("projectMembers").select("projectMembers.projectId").where("projectMembers.userId", "=", actor.userId).where("projectMembers.role", "in", rolesWith(capability));
}

export type WriteContext = { projectId: string; now: Date };

/**
 * Runs `work` in a transaction that first stamps the project as updated, matching only a project
 * where the actor's role holds `capability` (the owner's unless told otherwise, so a new screen is
 * safe by default). That first statement is the access check, and it takes the project's write
 * lock, so concurrent writes to one project (slug checks, positions) run one after the other.
 * Whatever `work` throws rolls everything back.
 */
export function writeOwnedProject<T>(
  db: Db,
  actor: Actor,
  projectId: string,
  work: (trx: Db, context: WriteContext) => Promise<T>,
  capability: Capability = DEFAULT_WRITE_CAPABILITY,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const context = { projectId: projectKey(projectId), now: new Date() };
    const result = await trx
      .updateTable("projects")
      .set({ updated: context.now })
      .where("id", "=", context.projectId)
      .where("id", "in", projectsWhereActorCan(trx, actor, capability))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) await refuseWrite(trx, actor, projectId, capability);
    return work(trx, context);
  });
}

/** The capability that shows the screen a change is made on: who holds it learns why they are refused. */
function screenCapabilityOf(capability: Capability): Capability {
  return capability === "change-leads" || capability === "export-leads" ? "view-leads" : DEFAULT_READ_CAPABILITY;
}

/**
 * Explains a change the actor may not make. Those who may see the screen (admins, viewers,
 * editors asking for an owner's change) learn why; everyone else learns nothing, so ids of
 * other partners' projects do not leak.
 */
export async function refuseWrite(db: Db, actor: Actor, projectId: string, capability: Capability = DEFAULT_WRITE_CAPABILITY): Promise<never> {
  const found = await projectWithRole(db, actor, projectId);
  const seen = screenCapabilityOf(capability);
  if (found?.role && roleCan(found.role, seen)) throw new AppError("FORBIDDEN", roleRefusalMessage(found.role));
  if (found && actor.isAdmin && adminCan(seen)) throw new AppError("FORBIDDEN", READ_ONLY_MESSAGE);
  throw new AppError("NOT_FOUND", PROJECT_NOT_FOUND_MESSAGE);
}

/** What the actor is to one project: a member in a role, or an admin looking at it. */
export type ProjectRole = MemberRole | "admin-viewer";

/** A project the actor reached, with the role they reached it in. */
export type ProjectGrant = { id: string; role: ProjectRole };

/** The project and the actor's member role in it (null when not a member). */
async function projectWithRole(db: Db, actor: Actor, projectId: string): Promise<{ id: string; role: MemberRole | null } | undefined> {
  return db
    .selectFrom("projects")
    .leftJoin("projectMembers", (join) => join.onRef("projectMembers.projectId", "=", "projects.id").on("projectMembers.userId", "=", actor.userId))
    .select(["projects.id", "projectMembers.role"])
    .where("projects.id", "=", projectKey(projectId))
    .executeTakeFirst();
}

/** Whether the grant holds the capability: what use cases and screens ask after the gate. */
export function grantCan(grant: ProjectGrant, capability: Capability): boolean {
  return grant.role === "admin-viewer" ? adminCan(capability) : roleCan(grant.role, capability);
}

/**
 * The project when the actor holds `capability` in it (seeing the project unless told
 * otherwise); NOT_FOUND otherwise, so ids of other partners do not leak.
 */
export async function requireReadableProject(db: Db, actor: Actor, projectId: string, capability: Capability = DEFAULT_READ_CAPABILITY): Promise<ProjectGrant> {
  let query = db
    .selectFrom("projects")
    .leftJoin("projectMembers", (join) => join.onRef("projectMembers.projectId", "=", "projects.id").on("projectMembers.userId", "=", actor.userId))
    .select(["projects.id", "projectMembers.role"])
    .where("projects.id", "=", projectKey(projectId));
  const roles = rolesWith(capability);
  if (!(actor.isAdmin && adminCan(capability))) query = query.where("projectMembers.role", "in", roles);
  const project = await query.executeTakeFirst();
  if (!project) throw new AppError("NOT_FOUND", PROJECT_NOT_FOUND_MESSAGE);
  const role = project.role && roles.includes(project.role) ? project.role : "admin-viewer";
  return { id: project.id, role };
}

/**
 * The project when the actor's role holds `capability` (the owner's unless told otherwise),
 * without marking it changed (writeOwnedProject does that); otherwise the refusal of refuseWrite.
 */
export async function requireOwnedProject(db: Db, actor: Actor, projectId: string, capability: Capability = DEFAULT_WRITE_CAPABILITY): Promise<ProjectGrant> {
  const member = await db
    .selectFrom("projectMembers")
    .select(["projectId", "role"])
    .where("projectId", "=", projectKey(projectId))
    .where("userId", "=", actor.userId)
    .where("role", "in", rolesWith(capability))
    .executeTakeFirst();
  if (!member) return refuseWrite(db, actor, projectId, capability);
  return { id: member.projectId, role: member.role };
}

/** A query over projects where the actor holds `capability` (seeing it unless told otherwise): any for an admin who may. */
export function readableProjects(db: Db, actor: Actor, capability: Capability = DEFAULT_READ_CAPABILITY) {
  const query = db.selectFrom("projects");
  return actor.isAdmin && adminCan(capability) ? query : query.where("projects.id", "in", projectsWhereActorCan(db, actor, capability));
}

/** writeOwnedProject for changes of pages, modules, sections, assets and publications: owners and editors. */
export function writeProjectContent<T>(db: Db, actor: Actor, projectId: string, work: (trx: Db, context: WriteContext) => Promise<T>): Promise<T> {
  return writeOwnedProject(db, actor, projectId, work, "edit-content");
}
