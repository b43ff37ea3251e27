import { requireReadableProject, type Actor, type Db } from "~/access/project-access.server";
import type { ProjectActivityAction } from "~/access/project-activity.server";

const SHOWN = 100;

/** The newest entries of the project's activity log, for owners, editors and admins (docs/product.md#activity-log). */
export async function listProjectActivity(db: Db, actor: Actor, input: { projectId: string }) {
  const { id } = await requireReadableProject(db, actor, input.projectId, "view-activity");
  const rows = await db
    .selectFrom("projectActivity")
    .leftJoin("users", "users.id", "projectActivity.actorId")
    .select(["projectActivity.id", "projectActivity.action", "projectActivity.details", "projectActivity.created", "users.name"])
    .where("projectActivity.projectId", "=", id)
    .orderBy("projectActivity.created", "desc")
    .orderBy("projectActivity.id", "desc")
    .limit(SHOWN)
    .execute();
  return rows.map((row) => ({ id: Number(row.id), created: row.created, sentence: `${row.name ?? "Someone"} ${describe(row.action, row.details)}` }));
}

function describe(action: ProjectActivityAction, details: Record<string, string>): string {
  switch (action) {
    case "published":
      return `published version ${details.version ?? ""}`.trim();
    case "rolled-back":
      return `rolled back to version ${details.version ?? ""}`.trim();
    case "changed-settings":
      return "changed the settings";
    case "invited":
      return `invited ${details.email ?? "someone"} as ${details.role ?? "member"}`;
    case "changed-role":
      return `changed the role of ${details.member ?? "a member"} from ${details.from ?? "?"} to ${details.to ?? "?"}`;
    case "removed-member":
      return `removed ${details.member ?? "a member"}`;
    case "joined":
      return `joined as ${details.role ?? "member"}`;
    case "left":
      return "left the project";
    case "transferred-ownership":
      return `handed the ownership to ${details.to ?? "a member"}`;
    case "deleted-leads":
      return `deleted ${details.count ?? "some"} lead(s)`;
    case "exported-leads":
      return `exported ${details.count ?? "the"} lead(s)`;
    case "started-experiment":
      return `started an A/B test of ${details.page ?? "a page"}`;
    case "stopped-experiment":
      return `stopped the A/B test of ${details.page ?? "a page"}`;
    case "promoted-variant":
      return `promoted variant ${details.variant ?? "?"} of ${details.page ?? "a page"}`;
    case "set-password":
      return `protected ${details.target ?? "a page"} with a password`;
    case "removed-password":
      return `removed the password of ${details.target ?? "a page"}`;
    case "scheduled":
      return `scheduled ${details.change ?? "a change"} for ${details.at ?? "later"}`;
    case "cancelled-schedule":
      return `cancelled ${details.change ?? "a scheduled change"} set for ${details.at ?? "later"}`;
    case "ran-schedule":
      // Written by the scheduler in the name of who scheduled it (docs/product.md#scheduled-publishing).
      if (details.failed) return `could not have ${details.change ?? "a scheduled change"} done at ${details.at ?? "the set time"}: ${details.failed}`;
      return details.late
        ? `${details.done ?? "made a scheduled change"} late, when the server started: it was down at ${details.at ?? "the set time"}`
        : `${details.done ?? "made a scheduled change"} as scheduled`;
    case "changed-redirects":
      return `changed the redirect from ${details.from ?? "a path"}`;
    case "changed-not-found-page":
      return "chose the not-found page";
  }
}
