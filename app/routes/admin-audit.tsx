import { AuditScreen } from "~/features/admin/components/audit-screen";
import { listAuditLog } from "~/features/admin/list-audit-log.server";
import { requireAdmin } from "~/features/auth/guards.server";
import { actorOf } from "~/access/project-route-access.server";
import type { Route } from "./+types/admin-audit";

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = actorOf(await requireAdmin(request, context));
  const page = Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10);
  return listAuditLog(context.database.db, actor, { page: Number.isSafeInteger(page) && page > 0 ? page : 1 });
}

export function meta() {
  return [{ title: "Audit log · Admin · Pagewright" }];
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return <AuditScreen {...loaderData} />;
}
