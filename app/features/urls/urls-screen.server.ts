import type { AppLoadContext } from "react-router";
import type { UrlsScreenData } from "./components/urls-screen";
import { isCountryCode } from "~/lib/messaging-links";
import { embedSnippet } from "./embed-snippet";
import type { listPublicAddresses } from "./list-public-addresses.server";
import type { readQrCodesOfAddresses } from "./read-qr-codes-of-addresses.server";

/** The region of the browser's first language ("de-DE" → "DE"), the builder's best first guess of the partner's country. */
function countryOfLanguage(header: string | null): string {
  const region = /^[a-z]{2,3}-([A-Z]{2})\b/i.exec(header?.split(",")[0]?.trim() ?? "")?.[1]?.toUpperCase();
  return region && isCountryCode(region) ? region : "US";
}

/** What a code may be pointed at from the screen: the project's addresses, then the messaging links its codes open. */
function qrTargetChoices(addresses: readonly { path: string; label: string }[], codes: readonly { target: string; label: string }[]): { target: string; label: string }[] {
  const links = codes.filter((code) => !code.target.startsWith("/"));
  const unique = new Map([...addresses.map((address) => [address.path, address.label] as const), ...links.map((code) => [code.target, code.label] as const)]);
  return [...unique].map(([target, label]) => ({ target, label }));
}

/** The URLs screen of a project from its listed addresses, which the route reads behind the project screens' gate. */
export function loadUrlsScreen(
  request: Request,
  context: AppLoadContext,
  listed: ReturnType<typeof listPublicAddresses>,
  qrCodes: Awaited<ReturnType<typeof readQrCodesOfAddresses>>,
  embedHosts: ReadonlyMap<string, { moduleId: string; hosts: string[] | null }>,
): UrlsScreenData {
  return {
    project: listed.project,
    canEdit: listed.canEdit,
    access: listed.access,
    isLive: listed.isLive,
    publicHost: context.config.publicUrl.host,
    appHostname: context.config.publicUrl.hostname,
    defaultCountry: countryOfLanguage(request.headers.get("Accept-Language")),
    addresses: listed.addresses.map((address) => ({
      ...address,
      snippet: address.kind === "module" ? embedSnippet({ url: address.url, title: address.label }) : null,
      qrCode: qrCodes.byAddress.get(address.path) ?? null,
      embedding: address.kind === "module" ? (embedHosts.get(address.slug) ?? null) : null,
    })),
    qrCodes: qrCodes.codes,
    qrTargets: qrTargetChoices(listed.addresses, qrCodes.codes),
  };
}
