import { isbot } from "isbot";
import { recordConversion } from "~/features/urls/record-conversion.server";
import { messagingLinkOfToken } from "~/lib/messaging-links";
import { unknownRoute } from "~/lib/route-params";
import type { Route } from "./+types/go-messaging-link";

/** A click on a messaging button of a published page: count it, then 302 to wa.me or t.me. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const link = messagingLinkOfToken(params.token);
  if (!/^[A-Za-z][A-Za-z0-9]+$/.test(params.projectId) || !link) unknownRoute(context);
  const countable = request.method === "GET" && !isbot(request.headers.get("User-Agent") ?? "") && request.headers.get("Purpose") !== "prefetch";
  const known = await recordConversion(context.database.db, { projectId: params.projectId, app: link.app, countable });
  if (!known) unknownRoute(context);
  return new Response(null, { status: 302, headers: { Location: link.url, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
}
