/**
 * The page a request target is for, exactly as sent: React Router's data requests (client-side
 * navigations) add `.data` to the page's path (`/_root.data` for `/`) and a `_routes` parameter.
 */
export function pageTargetOf(target: string): string {
  const queryStart = target.indexOf("?");
  const path = queryStart === -1 ? target : target.slice(0, queryStart);
  if (!path.endsWith(".data")) return target;
  const pagePath = path === "/_root.data" ? "/" : path.slice(0, -".data".length);
  const query = queryStart === -1 ? [] : target.slice(queryStart + 1).split("&");
  const kept = query.filter((pair) => pair !== "" && pair !== "_routes" && !pair.startsWith("_routes="));
  return kept.length ? `${pagePath}?${kept.join("&")}` : pagePath;
}
