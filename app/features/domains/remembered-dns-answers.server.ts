import type { DomainsConfig } from "../../../server/domains-config";
import { whereHostPoints, type PointsHereAnswer } from "./verify-domain-records.server";

/** Whether a host points at this installation, as Caddy's certificate question asks it. */
export type PointsHere = (host: string) => Promise<boolean>;

// Caddy asks at a visitor's first TLS handshake for a name, who waits for the answer: a short
// timeout and one try, and answers remembered, so a handshake rarely waits for DNS at all.
const TIMEOUT_MS = 1_500;
const POINTS_HERE_MS = 10 * 60_000;
// Short, so a record a partner has just set is seen at the next question after half a minute.
const POINTS_ELSEWHERE_MS = 30_000;
const MAX_REMEMBERED = 10_000;

/**
 * `whereHostPoints` with its definite answers remembered for a while (a name that pointed here
 * for ten minutes, elsewhere for thirty seconds); a DNS server that does not answer is asked again
 * at the next question. At most 10,000 names are kept; when full, all are forgotten.
 */
export function rememberedPointsHere(config: DomainsConfig, now: () => number = Date.now): PointsHere {
  const remembered = new Map<string, { answer: PointsHereAnswer; until: number }>();
  return async (host) => {
    const known = remembered.get(host);
    if (known && known.until > now()) return known.answer === "here";
    const answer = await whereHostPoints(host, config, { server: config.dnsResolver, timeoutMs: TIMEOUT_MS, tries: 1 });
    if (answer !== "unanswered") {
      if (remembered.size >= MAX_REMEMBERED) remembered.clear();
      remembered.set(host, { answer, until: now() + (answer === "here" ? POINTS_HERE_MS : POINTS_ELSEWHERE_MS) });
    }
    return answer === "here";
  };
}
