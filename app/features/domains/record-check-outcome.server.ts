import type { AppDatabase } from "../../../db/database";
import { DOMAIN_MESSAGES, ensurePrimaryDomain, isClaimedElsewhere, lockProject, notifyDomainsChanged, type DomainRow } from "./domain-rules.server";
import type { CheckOutcome } from "./verify-domain-records.server";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * When an unverified domain is looked at (docs/decisions/0022): the first entry after it is added,
 * entry n after its n-th failed check in a row — soon at first, while the partner sets the
 * records, then daily. After the last, about four days on, automatic checks stop.
 */
export const RETRY_DELAYS_MS = [MINUTE, 5 * MINUTE, 15 * MINUTE, 30 * MINUTE, HOUR, 2 * HOUR, 4 * HOUR, 8 * HOUR, 12 * HOUR, 24 * HOUR, 24 * HOUR, 24 * HOUR];
/** A verified domain is checked again this often, to notice records that were removed. */
export const VERIFIED_RECHECK_MS = 6 * HOUR;
/** While a verified domain's records are missing, it is checked hourly… */
export const GRACE_RECHECK_MS = HOUR;
/** …and loses its verification after this many failed checks in a row: about three days. */
export const GRACE_FAILURES = 72;

export const CHECKS_STOPPED = "Automatic checks have stopped: set the records and press “Check now”.";
export const VERIFICATION_LOST = "The domain lost its verification after three days of failed checks.";

/** Who asked: a partner pressing “Check now” sees a failure at once and restarts the back-off; the background check keeps a pending domain pending. */
export type CheckKind = "manual" | "background";

type Changes = Partial<Omit<DomainRow, "id" | "projectId" | "host" | "verificationToken" | "created">>;

/**
 * Stores what a check found and moves the domain along pending → verified, or to failed, with the
 * back-off and grace period of docs/decisions/0022. Returns the domain as stored, or null when it
 * was removed meanwhile. Every change of state or primary flag is announced on DOMAINS_CHANNEL.
 */
export async function recordCheckOutcome(database: AppDatabase, domainId: string, outcome: CheckOutcome, kind: CheckKind, now = new Date()): Promise<DomainRow | null> {
  try {
    return await recordInTransaction(database, domainId, outcome, kind, now);
  } catch (error) {
    // Another project verified the same host between our look and our write: the unique index refused the second claim.
    if (!outcome.verified) throw error;
    const domain = await database.db.selectFrom("projectDomains").selectAll().where("id", "=", domainId).executeTakeFirst();
    if (!domain || !(await isClaimedElsewhere(database.db, domain.host, domain.projectId))) throw error;
    return recordInTransaction(database, domainId, { verified: false, reason: DOMAIN_MESSAGES.claimedElsewhere(domain.host) }, "manual", now);
  }
}

async function recordInTransaction(database: AppDatabase, domainId: string, outcome: CheckOutcome, kind: CheckKind, now: Date): Promise<DomainRow | null> {
  const changedHosts: Array<string | null> = [];
  const stored = await database.db.transaction().execute(async (trx) => {
    const projectId = (await trx.selectFrom("projectDomains").select("projectId").where("id", "=", domainId).executeTakeFirst())?.projectId;
    if (!projectId) return null;
    await lockProject(trx, projectId);
    const domain = await trx.selectFrom("projectDomains").selectAll().where("id", "=", domainId).executeTakeFirst();
    if (!domain) return null;
    let result: CheckOutcome = outcome;
    if (result.verified && domain.state !== "verified" && domain.state !== "active" && (await isClaimedElsewhere(trx, domain.host, projectId))) {
      result = { verified: false, reason: DOMAIN_MESSAGES.claimedElsewhere(domain.host) };
    }
    const changes = { ...nextState(domain, result, kind, now), lastCheckedAt: now, updated: now };
    await trx.updateTable("projectDomains").set(changes).where("id", "=", domainId).execute();
    const after = { ...domain, ...changes };
    if (after.state !== domain.state || after.isPrimary !== domain.isPrimary) changedHosts.push(domain.host);
    changedHosts.push(await ensurePrimaryDomain(trx, projectId, now));
    return trx.selectFrom("projectDomains").selectAll().where("id", "=", domainId).executeTakeFirstOrThrow();
  });
  await notifyDomainsChanged(database, changedHosts);
  return stored;
}

function nextState(domain: DomainRow, outcome: CheckOutcome, kind: CheckKind, now: Date): Changes {
  const claimed = domain.state === "verified" || domain.state === "active";
  if (outcome.verified) {
    const confirmed = { failureReason: null, checkFailures: 0, nextCheckAt: new Date(now.getTime() + VERIFIED_RECHECK_MS) };
    return claimed ? confirmed : { ...confirmed, state: "verified", verifiedAt: now };
  }
  if (claimed) {
    const failures = domain.checkFailures + 1;
    // Records can vanish for a moment (a provider's migration, a typo fixed next morning): the site stays up through the grace period.
    if (failures < GRACE_FAILURES) return { failureReason: outcome.reason, checkFailures: failures, nextCheckAt: new Date(now.getTime() + GRACE_RECHECK_MS) };
    return { state: "failed", isPrimary: false, failureReason: `${outcome.reason} ${VERIFICATION_LOST}`, checkFailures: 1, nextCheckAt: retryAt(1, now) };
  }
  // A check by hand restarts the back-off; a background one moves along it.
  const failures = kind === "manual" ? 1 : domain.checkFailures + 1;
  const next = retryAt(failures, now);
  const state = kind === "manual" || next === null ? "failed" : domain.state;
  return { state, failureReason: next === null ? `${outcome.reason} ${CHECKS_STOPPED}` : outcome.reason, checkFailures: failures, nextCheckAt: next };
}

/** When to check again after the n-th failed check in a row, or null when automatic checks stop. */
function retryAt(failures: number, now: Date): Date | null {
  const delay = RETRY_DELAYS_MS[failures];
  return delay === undefined ? null : new Date(now.getTime() + delay);
}
