import { getSignedInSession, isBlocked } from "~/features/auth/guards.server";
import { checkProjectIdAvailability } from "~/features/projects/check-project-id-availability.server";
import { actorOf } from "~/access/project-route-access.server";
import type { Route } from "./+types/project-id-check";
import { httpStatusOf } from "~/lib/app-error";

// The live check behind the project-id field of the new-project dialog: JSON for a fetch, so
// refusals are statuses rather than redirects to sign-in.
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await getSignedInSession(request, context);
  if (!session) return Response.json({ error: "Sign in to check project ids." }, { status: httpStatusOf("NOT_SIGNED_IN") });
  if (isBlocked(session, context)) return Response.json({ error: "Your account cannot create projects." }, { status: httpStatusOf("FORBIDDEN") });
  const id = new URL(request.url).searchParams.get("id") ?? "";
  const answer = await checkProjectIdAvailability(context.database.db, actorOf(session), { id });
  return Response.json(answer, { headers: { "Cache-Control": "no-store" } });
}
