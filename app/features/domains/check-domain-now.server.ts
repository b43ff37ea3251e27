import type { AppDatabase } from "../../../db/database";
import { requireOwnedProject, type Actor } from "~/access/project-access.server";
import { AppError } from "~/lib/app-error";
import { rateLimiterFor } from "../../../db/rate-limiter";
import { DOMAIN_MESSAGES, findProjectDomain, type DomainRow } from "./domain-rules.server";
import { recordCheckOutcome } from "./record-check-outcome.server";
import type { DomainChecker } from "./verify-domain-records.server";

/**
 * Each press asks a DNS server; a partner setting records needs a few a minute, a script pressing it
 * in a loop would make us query someone's name servers without end (docs/product.md#domains).
 */
export const MANUAL_CHECKS_PER_MINUTE = 6;
const MINUTE_MS = 60_000;

export const checkedTooOftenMessage = (seconds: number) => `This domain was checked several times in the last minute. Press “Check now” again in ${seconds} s.`;

/**
 * “Check now”: looks at the domain's records at once and stores what was found. The look happens
 * outside any transaction, so a slow DNS server never holds the project's write lock.
 */
export async function checkDomainNow(database: AppDatabase, actor: Actor, input: { projectId: string; domainId: string }, check: DomainChecker): Promise<DomainRow> {
  const project = await requireOwnedProject(database.db, actor, input.projectId);
  const domain = await findProjectDomain(database.db, project.id, input.domainId);
  const decision = await rateLimiterFor(database).hit([{ key: `domain-check:${domain.id}`, limit: MANUAL_CHECKS_PER_MINUTE, windowMs: MINUTE_MS }], Date.now());
  if (!decision.allowed) throw new AppError("TOO_MANY_REQUESTS", checkedTooOftenMessage(Math.ceil(decision.retryAfterMs / 1000)));
  const outcome = await check(domain.host, domain.verificationToken);
  const stored = await recordCheckOutcome(database, domain.id, outcome, "manual");
  if (!stored) throw new AppError("NOT_FOUND", DOMAIN_MESSAGES.notFound);
  return stored;
}
