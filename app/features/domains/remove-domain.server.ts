import type { AppDatabase } from "../../../db/database";
import { writeOwnedProject, type Actor } from "~/access/project-access.server";
import { ensurePrimaryDomain, findProjectDomain, notifyDomainsChanged } from "./domain-rules.server";

/**
 * Removes a domain from the owner's project; its host is free again at once on every node. When
 * it was primary, the oldest other verified domain becomes primary.
 */
export async function removeDomain(database: AppDatabase, actor: Actor, input: { projectId: string; domainId: string }): Promise<{ host: string }> {
  const { host, promoted } = await writeOwnedProject(database.db, actor, input.projectId, async (trx, { projectId, now }) => {
    const domain = await findProjectDomain(trx, projectId, input.domainId);
    await trx.deleteFrom("projectDomains").where("id", "=", domain.id).execute();
    return { host: domain.host, promoted: await ensurePrimaryDomain(trx, projectId, now) };
  });
  await notifyDomainsChanged(database, [host, promoted]);
  return { host };
}
