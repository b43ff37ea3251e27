import type { AppLoadContext } from "react-router";
import { requireProjectAccess } from "~/features/projects/project-route-access.server";
import type { UrlsScreenData } from "./components/urls-screen";
import { embedSnippet } from "./embed-snippet";
import { listPublicAddresses } from "./list-public-addresses.server";

/** The URLs screen of a project, behind the project screens' gate. */
export async function loadUrlsScreen(request: Request, params: { projectId?: string }, context: AppLoadContext): Promise<UrlsScreenData> {
  const { actor, projectId } = await requireProjectAccess(request, params, context);
  const origin = context.config.publicUrl.origin;
  const listed = await listPublicAddresses(context.database.db, actor, { projectId, origin });
  return {
    project: listed.project,
    canEdit: listed.canEdit,
    isLive: listed.isLive,
    publicHost: context.config.publicUrl.host,
    origin,
    addresses: listed.addresses.map((address) => ({ ...address, snippet: address.kind === "module" ? embedSnippet({ url: address.url, title: address.label }) : null })),
  };
}
