import { UserDetailScreen } from "~/features/admin/components/user-detail-screen";
import { getUserDetail } from "~/features/admin/get-user-detail.server";
import { handleUserAction } from "~/features/admin/user-actions.server";
import { requireAdmin } from "~/features/auth/guards.server";
import { withFlash } from "~/lib/forms/flash.server";
import { isFormFailure } from "~/lib/forms/form-result";
import { actorOf } from "~/access/project-route-access.server";
import { unknownRoute } from "~/lib/route-params";
import type { Route } from "./+types/admin-user";
import { AppError } from "~/lib/app-error";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const actor = actorOf(await requireAdmin(request, context));
  try {
    return withFlash(request, { detail: await getUserDetail(context.database.db, actor, { userId: params.userId }) });
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") unknownRoute(context);
    throw error;
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = actorOf(await requireAdmin(request, context));
  return handleUserAction(request, context, actor, params.userId);
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.detail.user.name ?? "User"} · Admin · Pagewright` }];
}

export default function AdminUser({ loaderData, actionData }: Route.ComponentProps) {
  return <UserDetailScreen detail={loaderData.detail} flash={loaderData.flash} error={isFormFailure(actionData) ? actionData.message : undefined} />;
}
