import type { AppLoadContext } from "react-router";
import { requireProjectAccess } from "~/access/project-route-access.server";
import type { UrlsScreenData } from "./components/urls-screen";
import { isCountryCode } from "~/lib/messaging-links";
import { embedSnippet } from "./embed-snippet";
import { listPublicAddresses } from "./list-public-addresses.server";

/** The region of the browser's first language ("de-DE" → "DE"), the builder's best first guess of the partner's country. */
function countryOfLanguage(header: string | null): string {
  const region = /^[a-z]{2,3}-([A-Z]{2})\b/i.exec(header?.split(",")[0]?.trim() ?? "")?.[1]?.toUpperCase();
  return region && isCountryCode(region) ? region : "US";
}

/** The URLs screen of a project, behind the project screens' gate. */
export async function loadUrlsScreen(request: Request, params: { projectId?: string }, context: AppLoadContext): Promise<UrlsScreenData> {
  const { actor, project: { id: projectId } } = await requireProjectAccess(request, params, context);
  const origin = context.config.publicUrl.origin;
  const listed = await listPublicAddresses(context.database.db, actor, { projectId, origin });
  return {
    project: listed.project,
    canEdit: listed.canEdit,
    isLive: listed.isLive,
    publicHost: context.config.publicUrl.host,
    defaultCountry: countryOfLanguage(request.headers.get("Accept-Language")),
    addresses: listed.addresses.map((address) => ({ ...address, snippet: address.kind === "module" ? embedSnippet({ url: address.url, title: address.label }) : null })),
  };
}
