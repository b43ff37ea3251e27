import type { AppDatabase } from "../../../db/database";
import { requireOwnedProject, type Actor } from "~/access/project-access.server";
import { AppError } from "~/lib/app-error";
import { DOMAIN_MESSAGES, findProjectDomain, type DomainRow } from "./domain-rules.server";
import { recordCheckOutcome } from "./record-check-outcome.server";
import type { DomainChecker } from "./verify-domain-records.server";

/**
 * “Check now”: looks at the domain's records at once and stores what was found. The look happens
 * outside any transaction, so a slow DNS server never holds the project's write lock.
 */
export async function checkDomainNow(database: AppDatabase, actor: Actor, input: { projectId: string; domainId: string }, check: DomainChecker): Promise<DomainRow> {
  const project = await requireOwnedProject(database.db, actor, input.projectId);
  const domain = await findProjectDomain(database.db, project.id, input.domainId);
  const outcome = await check(domain.host, domain.verificationToken);
  const stored = await recordCheckOutcome(database, domain.id, outcome, "manual");
  if (!stored) throw new AppError("NOT_FOUND", DOMAIN_MESSAGES.notFound);
  return stored;
}
