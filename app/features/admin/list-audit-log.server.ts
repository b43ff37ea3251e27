import type { Actor, Db } from "~/access/project-access.server";
import { assertAdmin } from "./admin-rules.server";
import { AUDIT_PAGE_SIZE } from "./schema";

/** The newest admin actions (optionally about one user), with the names of who did them and to whom. */
export async function listAuditLog(db: Db, actor: Actor, input: { targetUserId?: string; page?: number; pageSize?: number } = {}) {
  assertAdmin(actor);
  const pageSize = input.pageSize ?? AUDIT_PAGE_SIZE;
  const page = Math.max(1, input.page ?? 1);
  let base = db.selectFrom("adminAuditLog");
  if (input.targetUserId) base = base.where("adminAuditLog.targetUserId", "=", input.targetUserId);
  const total = Number((await base.select((eb) => eb.fn.countAll().as("count")).executeTakeFirstOrThrow()).count);
  const entries = await base
    .leftJoin("users as actors", "actors.id", "adminAuditLog.actorId")
    .leftJoin("users as targets", "targets.id", "adminAuditLog.targetUserId")
    .select([
      "adminAuditLog.id",
      "adminAuditLog.action",
      "adminAuditLog.details",
      "adminAuditLog.created",
      "adminAuditLog.actorId",
      "adminAuditLog.targetUserId",
      "actors.name as actorName",
      "targets.name as targetName",
      "targets.email as targetEmail",
    ])
    .orderBy("adminAuditLog.created", "desc")
    .orderBy("adminAuditLog.id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { entries, total, page, pages: Math.max(1, Math.ceil(total / pageSize)) };
}
