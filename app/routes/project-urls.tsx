import { requireProjectAccess } from "~/access/project-route-access.server";
import { UrlsScreen } from "~/features/urls/components/urls-screen";
import { loadUrlsScreen } from "~/features/urls/urls-screen.server";
import { listEmbedHosts } from "~/features/urls/list-embed-hosts.server";
import { readQrCodesOfAddresses } from "~/features/urls/read-qr-codes-of-addresses.server";
import { handleUrlsAction } from "~/features/urls/urls-actions.server";
import { withFlash } from "~/lib/forms/flash.server";
import { isFormFailure } from "~/lib/forms/form-result";
import type { Route } from "./+types/project-urls";
import { readPublicAddresses } from "./public-addresses.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const access = await requireProjectAccess(request, params, context);
  const { listed, primaryDomain } = await readPublicAddresses(context, access);
  const qrCodes = await readQrCodesOfAddresses(context.database.db, access.actor, { projectId: access.project.id, addresses: listed.addresses, origin: context.config.publicUrl.origin, primaryDomain });
  const embedHosts = await listEmbedHosts(context.database.db, access.actor, { projectId: access.project.id });
  return withFlash(request, loadUrlsScreen(request, context, listed, qrCodes, embedHosts));
}

/** Where a module may be embedded, and deleting and retargeting QR codes; a code may be pointed only at an address the project lists now. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const access = await requireProjectAccess(request, params, context);
  return handleUrlsAction(request, context, access, async () => (await readPublicAddresses(context, access)).listed.addresses);
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `URLs · ${data?.project.name ?? "Project"} · Pagewright` }];
}

export default function ProjectUrls({ loaderData, actionData }: Route.ComponentProps) {
  const { flash, ...screen } = loaderData;
  return <UrlsScreen screen={screen} flash={flash} failure={isFormFailure(actionData) ? actionData : undefined} />;
}
