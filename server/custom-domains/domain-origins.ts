import type { HostMap } from "./host-map";

/**
 * Whether `origin` is one of the project's own domains, from which its pages post leads
 * (docs/product.md#serving-on-a-domain): the domain over HTTPS, or the very address the request
 * came in through when that is the project's domain (plain HTTP in development and tests).
 * Another project's domain never is.
 */
export function isOriginOfProjectDomain(hosts: HostMap, projectId: string, origin: string, requestOrigin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (!hosts.hostsOf(projectId).some((domain) => domain.host === url.hostname)) return false;
  return (url.protocol === "https:" && url.port === "") || origin === requestOrigin;
}
