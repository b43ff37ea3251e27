import type { Actor, Db } from "~/access/project-access.server";
import { assertAdmin, USER_NOT_FOUND_MESSAGE } from "./admin-rules.server";
import { listAuditLog } from "./list-audit-log.server";
import { AppError } from "~/lib/app-error";
import { listProjectMembers } from "~/access/project-members.server";
import { ROLE_LABELS } from "~/access/project-roles";

const SIGN_IN_HISTORY_LENGTH = 20;

/** One user for the admin: their record, partner record, the projects they are a member of with every project's members, recent sign-ins and the admin actions about them. */
export async function getUserDetail(db: Db, actor: Actor, input: { userId: string }) {
  assertAdmin(actor);
  const user = await db.selectFrom("users").selectAll().where("id", "=", input.userId).executeTakeFirst();
  if (!user) throw new AppError("NOT_FOUND", USER_NOT_FOUND_MESSAGE);
  const [partner, projects, signIns, sessions, audit] = await Promise.all([
    db.selectFrom("partners").selectAll().where("id", "=", user.id).executeTakeFirst(),
    db
      .selectFrom("projects")
      .innerJoin("projectMembers", "projectMembers.projectId", "projects.id")
      .select(["projects.id", "projects.name", "projects.primaryColor", "projects.livePublicationId", "projects.lastPublishedAt", "projects.created", "projects.updated", "projectMembers.role"])
      .where("projectMembers.userId", "=", user.id)
      .orderBy("projects.updated", "desc")
      .execute(),
    db
      .selectFrom("analyticsEvents")
      .select(["id", "name", "params", "occurredAt"])
      .where("userId", "=", user.id)
      .where("name", "in", ["login", "sign_up"])
      .orderBy("occurredAt", "desc")
      .orderBy("id", "desc")
      .limit(SIGN_IN_HISTORY_LENGTH)
      .execute(),
    db
      .selectFrom("sessions")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("userId", "=", user.id)
      .where("expiresAt", ">", new Date())
      .executeTakeFirstOrThrow(),
    listAuditLog(db, actor, { targetUserId: user.id }),
  ]);
  return {
    user,
    isSelf: user.id === actor.userId,
    partner: partner ?? null,
    projects: await Promise.all(
      projects.map(async ({ livePublicationId, ...project }) => ({
        ...project,
        published: livePublicationId !== null,
        // Every member of the project with their role (docs/product.md#access), which the admin reads.
        members: (await listProjectMembers(db, project.id)).map((member) => `${member.name} (${ROLE_LABELS[member.role].toLowerCase()})`).join(", "),
      })),
    ),
    signIns: signIns.map((event) => ({
      id: event.id,
      kind: event.name === "sign_up" ? ("sign-up" as const) : ("sign-in" as const),
      method: typeof event.params.method === "string" ? event.params.method : null,
      at: event.occurredAt,
    })),
    openSessions: Number(sessions.count),
    audit: audit.entries,
  };
}
