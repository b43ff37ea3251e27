import { isbot } from "isbot";
import { followQrScan } from "~/features/urls/follow-qr-scan.server";
import { mayCountVisitFrom } from "~/features/urls/count-visits-from-an-address.server";
import { qrCodeDeletedText } from "~/features/urls/qr-scan-address";
import { QR_CODE_PATTERN } from "~/lib/qr-short-code";
import { unknownRoute } from "~/lib/route-params";
import type { Route } from "./+types/qr-scan";

/** A scan of a QR code the app gave (decision 0040): count it like a messaging click, then 302 to what it opens. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!QR_CODE_PATTERN.test(params.code)) unknownRoute(context);
  const userAgent = request.headers.get("User-Agent") ?? "";
  // The same rules as messaging clicks: no bots, no prefetches, no HEAD; no cookie is read or set.
  const countable = request.method === "GET" && !isbot(userAgent) && request.headers.get("Purpose") !== "prefetch" && (await mayCountVisitFrom(context.database, context.clientAddress));
  const answer = await followQrScan(context.database.db, {
    code: params.code,
    visitor: { address: context.clientAddress, userAgent },
    countable,
    origin: context.config.publicUrl.origin,
  });
  if (answer.kind === "deleted") {
    // Gone rather than not found: a printed code that worked once tells the person holding it why it stopped (decision 0045).
    return new Response(qrCodeDeletedText(params.code), { status: 410, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
  if (answer.kind !== "open") unknownRoute(context);
  return new Response(null, { status: 302, headers: { Location: answer.url, "Cache-Control": "no-store" } });
}
