import { requireProjectAccess } from "~/access/project-route-access.server";
import { UrlsScreen } from "~/features/urls/components/urls-screen";
import { loadUrlsScreen } from "~/features/urls/urls-screen.server";
import { readQrCodesOfAddresses } from "~/features/urls/read-qr-codes-of-addresses.server";
import type { Route } from "./+types/project-urls";
import { readPublicAddresses } from "./public-addresses.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const access = await requireProjectAccess(request, params, context);
  const { listed, primaryDomain } = await readPublicAddresses(context, access);
  const qrCodes = await readQrCodesOfAddresses(context.database.db, access.actor, { projectId: access.project.id, addresses: listed.addresses, origin: context.config.publicUrl.origin, primaryDomain });
  return loadUrlsScreen(request, context, listed, qrCodes);
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `URLs · ${data?.project.name ?? "Project"} · Pagewright` }];
}

export default function ProjectUrls({ loaderData }: Route.ComponentProps) {
  return <UrlsScreen screen={loaderData} />;
}
