import { AdminOverviewScreen } from "~/features/admin/components/admin-overview-screen";
import { getPlatformFigures } from "~/features/admin/get-platform-figures.server";
import { listAuditLog } from "~/features/admin/list-audit-log.server";
import { requireAdmin } from "~/features/auth/guards.server";
import { actorOf } from "~/access/project-route-access.server";
import type { Route } from "./+types/admin";

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = actorOf(await requireAdmin(request, context));
  const db = context.database.db;
  const [figures, audit] = await Promise.all([getPlatformFigures(db, actor), listAuditLog(db, actor, { pageSize: 8 })]);
  return { ...figures, audit: audit.entries };
}

export function meta() {
  return [{ title: "Admin · Pagewright" }];
}

export default function Admin({ loaderData }: Route.ComponentProps) {
  return <AdminOverviewScreen {...loaderData} />;
}
