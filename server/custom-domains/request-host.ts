import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import { firstHeader, RecentAnswers } from "../raw-headers";

// Every request is routed by its Host; the few values a server sees are normalised once.
const normalisedHosts = new RecentAnswers(1_024, (header: string) => {
  const host = header.startsWith("[") ? header.slice(0, header.indexOf("]") + 1) : header.replace(/:\d*$/, "");
  return host.toLowerCase().replace(/\.$/, "");
});

/**
 * The host a request names, as the host map keys it: lower-case, without port or trailing dot
 * ("" when there is none). A `Host` with anything but host-name characters comes back as it is
 * and matches nothing.
 */
export function requestHostOf(request: Pick<IncomingMessage, "rawHeaders">): string {
  return normalisedHosts.of(firstHeader(request.rawHeaders, "host") ?? "");
}

// Asked for every request on a domain: `isIP`'s regular expressions run once per host seen.
const machineAddresses = new RecentAnswers(1_024, (host: string) => {
  if (host === "" || host === "localhost" || host.endsWith(".localhost")) return true;
  const bare = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  return isIP(bare) !== 0;
});

/**
 * Addresses that can never be a project's domain (decision 0023): IP literals, `localhost` and
 * names under `.localhost`. The app answers on them, so health checks, tests and `npm start` at
 * http://localhost:3000 work whatever PUBLIC_URL says.
 */
export function isMachineAddress(host: string): boolean {
  return machineAddresses.of(host);
}
