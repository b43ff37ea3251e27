import { requireProjectAccess } from "~/access/project-route-access.server";
import { jsonError, methodNotAllowed } from "~/features/auth/json-responses";
import { ensureQrCodes } from "~/features/urls/ensure-qr-codes.server";
import { makeMessagingQrCode } from "~/features/urls/make-messaging-qr-code.server";
import { messagingQrCodeSchema } from "~/features/urls/messaging-qr-code-schema";
import { isQrFormat, renderQrCode } from "~/features/urls/qr-code.server";
import { qrScanAddress } from "~/features/urls/qr-scan-address";
import { AppError } from "~/lib/app-error";
import { formValues } from "~/lib/forms/form-action.server";
import { readFormData } from "~/lib/read-form-data";
import { unknownRoute } from "~/lib/route-params";
import type { Route } from "./+types/project-urls-qr";
import { readPublicAddresses } from "./public-addresses.server";

const FORMAT_MESSAGE = "Choose the QR code's format: svg, png or print (a 300-dpi PNG).";

/**
 * The QR code of one of the project's own public addresses (`?path=…&format=svg|png|print`,
 * `&download=1` to save it). It encodes the address's short counted scan address (decision 0040).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const access = await requireProjectAccess(request, params, context);
  const search = new URL(request.url).searchParams;
  const format = search.get("format") ?? "svg";
  if (!isQrFormat(format)) throw new Response(FORMAT_MESSAGE, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const { project, listed, primaryDomain } = await readPublicAddresses(context, access);
  const address = listed.addresses.find((entry) => entry.path === search.get("path"));
  if (!address) unknownRoute(context);
  const codes = await ensureQrCodes(context.database.db, project.id, [{ target: address.path, label: address.label }]);
  const scanAddress = qrScanAddress(codes.get(address.path) ?? "", { origin: context.config.publicUrl.origin, primaryDomain });
  const { body, contentType } = await renderQrCode(scanAddress, format);
  const headers = new Headers({
    "Content-Type": contentType,
    "Cache-Control": "private, max-age=300",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
  if (search.get("download") === "1") {
    const name = `${project.id}-${address.kind === "home" ? "home" : address.slug}${address.kind === "module" ? "-module" : ""}-qr${format === "print" ? "-300dpi.png" : `.${format}`}`;
    headers.set("Content-Disposition", `attachment; filename="${name}"`);
  }
  return new Response(typeof body === "string" ? body : new Uint8Array(body), { headers });
}

/** POST `target=<wa.me or t.me link>`: the counted scan address of a messaging link's QR code, as JSON `{ code, address }`. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const { actor, project } = await requireProjectAccess(request, params, context);
  try {
    const parsed = messagingQrCodeSchema.safeParse(formValues(await readFormData(request, context.config.bodyLimits.formBytes)));
    if (!parsed.success) return jsonError("INVALID", "invalid_target", parsed.error.issues[0]?.message ?? "");
    return Response.json(await makeMessagingQrCode(context.database.db, actor, { projectId: project.id, target: parsed.data.target, origin: context.config.publicUrl.origin }));
  } catch (error) {
    if (error instanceof AppError && error.code !== "NOT_FOUND") return jsonError(error.code, error.code.toLowerCase(), error.message);
    if (error instanceof AppError) unknownRoute(context);
    throw error;
  }
}
