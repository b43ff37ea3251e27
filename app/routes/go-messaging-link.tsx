import { isbot } from "isbot";
import { followConversionLink } from "~/features/urls/follow-conversion-link.server";
import { mayCountVisitFrom } from "~/features/urls/count-visits-from-an-address.server";
import { PROJECT_ID_PATTERN, unknownRoute } from "~/lib/route-params";
import type { Route } from "./+types/go-messaging-link";

/** A click on a messaging button of a published page: count it, then 302 to wa.me or t.me. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!PROJECT_ID_PATTERN.test(params.projectId)) unknownRoute(context);
  const userAgent = request.headers.get("User-Agent") ?? "";
  const countable = request.method === "GET" && !isbot(userAgent) && request.headers.get("Purpose") !== "prefetch" && (await mayCountVisitFrom(context.database, context.clientAddress));
  const target = await followConversionLink(context.database.db, {
    projectId: params.projectId,
    token: params.token,
    visitor: { address: context.clientAddress, userAgent },
    countable,
  });
  if (!target) unknownRoute(context);
  return new Response(null, { status: 302, headers: { Location: target, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
}
