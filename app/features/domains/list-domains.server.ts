import { requireReadableProject, type Actor, type Db } from "~/access/project-access.server";
import type { DomainState } from "../../../db/project-domains-table";
import { recordsToSet, type DnsRecord, type DomainTarget } from "./domain-records.server";

/** One row of the domains screen. */
export type DomainView = {
  id: string;
  host: string;
  state: DomainState;
  failureReason: string | null;
  isPrimary: boolean;
  records: DnsRecord[];
  /** An apex whose addresses this installation does not know (PUBLIC_IPS unset): only its TXT record is checked. */
  unknownAddresses: boolean;
  lastCheckedAt: string | null;
  nextCheckAt: string | null;
};

/** A project's domains, primary first, then in the order they were added; for anyone who may read the project. */
export async function listDomains(db: Db, actor: Actor, input: { projectId: string; target: DomainTarget }): Promise<DomainView[]> {
  const project = await requireReadableProject(db, actor, input.projectId);
  const rows = await db.selectFrom("projectDomains").selectAll().where("projectId", "=", project.id).orderBy("isPrimary", "desc").orderBy("created").orderBy("host").execute();
  return rows.map((row) => ({
    id: row.id,
    host: row.host,
    state: row.state,
    failureReason: row.failureReason,
    isPrimary: row.isPrimary,
    ...recordsToSet(row.host, row.verificationToken, input.target),
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    nextCheckAt: row.nextCheckAt?.toISOString() ?? null,
  }));
}
