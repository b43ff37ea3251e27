import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { DOMAINS_CHANNEL } from "../../app/features/domains/domains-channel";
import type { AppDatabase } from "../../db/database";
import type { DomainState } from "../../db/project-domains-table";
import type { Database } from "../../db/schema";

/** A host a project's site is served on: a verified or active domain of the project. */
export type ServedHost = {
  host: string;
  projectId: string;
  state: Extract<DomainState, "verified" | "active">;
  isPrimary: boolean;
};

/** What a request's host stands for: a project's own domain, or the `www.`↔apex twin of one that is not registered itself. */
export type HostMatch = { kind: "domain"; domain: ServedHost; primary: ServedHost | null } | { kind: "twin"; domain: ServedHost; primary: ServedHost | null };

// Decision 0023: every served host is held in memory so an unknown host costs no query. The bound
// keeps a runaway table from taking the node's memory; past it the newest domains are left out
// and the log says so.
export const MAX_SERVED_HOSTS = 100_000;
// Notifications make changes take effect at once; this only bounds how long a missed one can last.
const FULL_RELOAD_MS = 60_000;

function twinOf(host: string): string {
  return host.startsWith("www.") ? host.slice(4) : `www.${host}`;
}

/**
 * The verified and active domains of every project, by host, with each project's primary one
 * (docs/product.md#serving-on-a-domain). Reads are synchronous: the published-site hot path asks
 * it on every request.
 */
export class HostMap {
  #byHost = new Map<string, ServedHost>();
  #byProject = new Map<string, ServedHost[]>();
  // Each host's answer and each project's canonical origin are made once a reload, not once a
  // request: the hot path only reads them (docs/benchmarks.md#published-page-by-domain).
  #matches = new Map<string, HostMatch>();
  #canonicalOrigins = new Map<string, string>();

  constructor(private readonly db: Kysely<Database>, private readonly logger: Pick<Logger, "error">) {}

  get size(): number {
    return this.#byHost.size;
  }

  async reload(): Promise<void> {
    const rows = await this.db
      .selectFrom("projectDomains")
      .select(["host", "projectId", "state", "isPrimary"])
      .where("state", "in", ["verified", "active"])
      .orderBy("created")
      .limit(MAX_SERVED_HOSTS + 1)
      .execute();
    if (rows.length > MAX_SERVED_HOSTS) this.logger.error({ limit: MAX_SERVED_HOSTS }, "more verified domains than one node serves; the newest are not served");
    const byHost = new Map<string, ServedHost>();
    const byProject = new Map<string, ServedHost[]>();
    for (const row of rows.slice(0, MAX_SERVED_HOSTS)) {
      const served: ServedHost = { host: row.host, projectId: row.projectId, state: row.state === "active" ? "active" : "verified", isPrimary: Boolean(row.isPrimary) };
      byHost.set(served.host, served);
      const list = byProject.get(served.projectId) ?? [];
      list.push(served);
      byProject.set(served.projectId, list);
    }
    const matches = new Map<string, HostMatch>();
    const canonicalOrigins = new Map<string, string>();
    for (const domain of byHost.values()) {
      const primary = byProject.get(domain.projectId)?.find((candidate) => candidate.isPrimary) ?? null;
      matches.set(domain.host, { kind: "domain", domain, primary });
      if (domain === primary && domain.state === "active") canonicalOrigins.set(domain.projectId, `https://${domain.host}`);
    }
    // A host that is not registered itself answers as the twin of the one it is the `www.`↔apex form of.
    for (const domain of byHost.values()) {
      const primary = matches.get(domain.host)?.primary ?? null;
      for (const twin of [`www.${domain.host}`, domain.host.startsWith("www.") ? domain.host.slice(4) : null]) {
        if (twin !== null && twinOf(twin) === domain.host && !byHost.has(twin)) matches.set(twin, { kind: "twin", domain, primary });
      }
    }
    this.#byHost = byHost;
    this.#byProject = byProject;
    this.#matches = matches;
    this.#canonicalOrigins = canonicalOrigins;
  }

  match(host: string): HostMatch | null {
    return this.#matches.get(host) ?? null;
  }

  /** `https://` and the primary domain once a certificate was served for it: canonical addresses use it from then on; null before. */
  canonicalOriginOf(projectId: string): string | null {
    return this.#canonicalOrigins.get(projectId) ?? null;
  }

  hostsOf(projectId: string): readonly ServedHost[] {
    return this.#byProject.get(projectId) ?? [];
  }
}

export type RunningHostMap = { hosts: HostMap; stop: () => Promise<void> };

/**
 * Loads the host map and keeps it fresh: every DOMAINS_CHANNEL notification (from any node, via
 * PostgreSQL) reloads it, coalescing notifications that arrive during a reload into one more.
 */
export async function startHostMap(database: AppDatabase, logger: Logger): Promise<RunningHostMap> {
  const hosts = new HostMap(database.db, logger);
  await hosts.reload();
  let running: Promise<void> | null = null;
  let again = false;
  const refresh = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = hosts
      .reload()
      .catch((error: unknown) => logger.error({ err: error }, "could not reload the domains"))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          refresh();
        }
      });
  };
  const stopListening = await database.notifications.listen(DOMAINS_CHANNEL, refresh, logger);
  const timer = setInterval(refresh, FULL_RELOAD_MS);
  timer.unref();
  return {
    hosts,
    stop: async () => {
      clearInterval(timer);
      await stopListening();
      await running;
    },
  };
}
