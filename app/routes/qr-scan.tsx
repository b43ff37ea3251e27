import { isbot } from "isbot";
import { followQrScan } from "~/features/urls/follow-qr-scan.server";
import { QR_CODE_PATTERN } from "~/features/urls/qr-scan-address";
import { unknownRoute } from "~/lib/route-params";
import type { Route } from "./+types/qr-scan";

/** A scan of a QR code the app gave (decision 0040): count it like a messaging click, then 302 to what it opens. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!QR_CODE_PATTERN.test(params.code)) unknownRoute(context);
  const userAgent = request.headers.get("User-Agent") ?? "";
  // The same rules as messaging clicks: no bots, no prefetches, no HEAD; no cookie is read or set.
  const countable = request.method === "GET" && !isbot(userAgent) && request.headers.get("Purpose") !== "prefetch";
  const target = await followQrScan(context.database.db, {
    code: params.code,
    visitor: { address: context.clientAddress, userAgent },
    countable,
    origin: context.config.publicUrl.origin,
  });
  if (!target) unknownRoute(context);
  return new Response(null, { status: 302, headers: { Location: target, "Cache-Control": "no-store" } });
}
