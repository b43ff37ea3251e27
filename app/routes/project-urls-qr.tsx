import { requireProjectAccess } from "~/access/project-route-access.server";
import { qrCodeAddress, renderQrCode } from "~/features/urls/qr-code.server";
import { unknownRoute } from "~/lib/route-params";
import type { Route } from "./+types/project-urls-qr";
import { readPublicAddresses } from "./public-addresses.server";

/** The QR code (carrying `utm_source=qr`) of one of the project's own public addresses (`?path=…&format=svg|png`, `&download=1` to save it). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const access = await requireProjectAccess(request, params, context);
  const { project, listed } = await readPublicAddresses(context, access);
  const projectId = project.id;
  const search = new URL(request.url).searchParams;
  const format = search.get("format") === "png" ? "png" : "svg";
  const { addresses } = listed;
  const address = addresses.find((entry) => entry.path === search.get("path"));
  if (!address) unknownRoute(context);
  const { body, contentType } = await renderQrCode(qrCodeAddress(address.url), format);
  const headers = new Headers({
    "Content-Type": contentType,
    "Cache-Control": "private, max-age=300",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
  if (search.get("download") === "1") {
    const name = `${projectId}-${address.kind === "home" ? "home" : address.slug}${address.kind === "module" ? "-module" : ""}-qr.${format}`;
    headers.set("Content-Disposition", `attachment; filename="${name}"`);
  }
  return new Response(typeof body === "string" ? body : new Uint8Array(body), { headers });
}
