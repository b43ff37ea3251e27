import type { AppDatabase } from "../../../db/database";
import { writeOwnedProject, type Actor } from "~/access/project-access.server";
import { AppError } from "~/lib/app-error";
import { CLAIMED_STATES, DOMAIN_MESSAGES, findProjectDomain, notifyDomainsChanged } from "./domain-rules.server";

/** Makes a verified (or active) domain the project's primary one: the address the others redirect to. */
export async function makeDomainPrimary(database: AppDatabase, actor: Actor, input: { projectId: string; domainId: string }): Promise<{ host: string }> {
  const { host, changed } = await writeOwnedProject(database.db, actor, input.projectId, async (trx, { projectId, now }) => {
    const domain = await findProjectDomain(trx, projectId, input.domainId);
    if (domain.state !== "verified" && domain.state !== "active") throw new AppError("CONFLICT", DOMAIN_MESSAGES.primaryNeedsVerified);
    if (domain.isPrimary) return { host: domain.host, changed: [] };
    const previous = await trx.selectFrom("projectDomains").select("host").where("projectId", "=", projectId).where("isPrimary", "=", true).execute();
    await trx.updateTable("projectDomains").set({ isPrimary: false, updated: now }).where("projectId", "=", projectId).where("isPrimary", "=", true).execute();
    await trx.updateTable("projectDomains").set({ isPrimary: true, updated: now }).where("id", "=", domain.id).where("state", "in", CLAIMED_STATES).execute();
    return { host: domain.host, changed: [domain.host, ...previous.map((row) => row.host)] };
  });
  await notifyDomainsChanged(database, changed);
  return { host };
}
