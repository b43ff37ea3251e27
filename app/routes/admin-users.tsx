import { UsersScreen } from "~/features/admin/components/users-screen";
import { listUsers } from "~/features/admin/list-users.server";
import { requireAdmin } from "~/features/auth/guards.server";
import { actorOf } from "~/access/project-route-access.server";
import type { Route } from "./+types/admin-users";

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = actorOf(await requireAdmin(request, context));
  const search = new URL(request.url).searchParams;
  return listUsers(context.database.db, actor, { q: search.get("q") ?? "", page: search.get("page") ?? "1" });
}

export function meta() {
  return [{ title: "Users · Admin · Pagewright" }];
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  return <UsersScreen {...loaderData} />;
}
