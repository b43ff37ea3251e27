import type { Selectable } from "kysely";
import type { AppDatabase } from "../../../db/database";
import type { ProjectDomainsTable } from "../../../db/project-domains-table";
import type { Db } from "~/access/project-access.server";
import { AppError } from "~/lib/app-error";
import { DOMAINS_CHANNEL } from "./domains-channel";

export type DomainRow = Selectable<ProjectDomainsTable>;

/** States in which a host belongs to exactly one project (the partial unique index of migration 0014). */
export const CLAIMED_STATES = ["verified", "active"] as const;

export const MAX_DOMAINS_PER_PROJECT = 20;

export const DOMAIN_MESSAGES = {
  notFound: "This domain is no longer in the project. Reload the page to see the current list.",
  duplicate: (host: string) => `${host} is already in this project.`,
  // Says nothing of whose project it is: that would tell one partner about another's sites.
  claimedElsewhere: (host: string) => `${host} is already verified for another Pagewright project. If it is yours, remove it there first.`,
  tooMany: `A project can have at most ${MAX_DOMAINS_PER_PROJECT} domains. Remove one you no longer use first.`,
  primaryNeedsVerified: "Only a verified domain can be primary. Set its DNS records and press “Check now” first.",
} as const;

/** A domain of the given project, found inside the query, or NOT_FOUND. */
export async function findProjectDomain(db: Db, projectId: string, domainId: string): Promise<DomainRow> {
  const domain = await db.selectFrom("projectDomains").selectAll().where("id", "=", domainId).where("projectId", "=", projectId).executeTakeFirst();
  if (!domain) throw new AppError("NOT_FOUND", DOMAIN_MESSAGES.notFound);
  return domain;
}

/** Whether another project holds `host` verified, so nobody else may add or verify it. */
export async function isClaimedElsewhere(db: Db, host: string, projectId: string): Promise<boolean> {
  const claim = await db
    .selectFrom("projectDomains")
    .select("id")
    .where("host", "=", host)
    .where("state", "in", CLAIMED_STATES)
    .where("projectId", "!=", projectId)
    .executeTakeFirst();
  return claim !== undefined;
}

/**
 * Makes the project's oldest verified (or active) domain primary when it has no primary one,
 * so a project with verified domains always has one (docs/product.md#custom-domains). Returns the
 * host that became primary. Run it inside the transaction that took the project's lock.
 */
export async function ensurePrimaryDomain(trx: Db, projectId: string, now: Date): Promise<string | null> {
  const claimed = await trx
    .selectFrom("projectDomains")
    .select(["id", "host", "isPrimary"])
    .where("projectId", "=", projectId)
    .where("state", "in", CLAIMED_STATES)
    .orderBy("verifiedAt")
    .orderBy("created")
    .execute();
  if (claimed.length === 0 || claimed.some((domain) => domain.isPrimary)) return null;
  const [first] = claimed;
  if (!first) return null;
  await trx.updateTable("projectDomains").set({ isPrimary: true, updated: now }).where("id", "=", first.id).execute();
  return first.host;
}

/**
 * Takes the project's row lock without changing the row, so two nodes settling the primary domain
 * of one project do it one after the other (PostgreSQL; SQLite has one writer anyway).
 */
export async function lockProject(trx: Db, projectId: string): Promise<void> {
  await trx.updateTable("projects").set((eb) => ({ id: eb.ref("id") })).where("id", "=", projectId).execute();
}

/** Tells every node that these hosts changed (state, primary flag or removal), so their host maps are fresh within a second. */
export async function notifyDomainsChanged(database: Pick<AppDatabase, "notifications">, hosts: ReadonlyArray<string | null>): Promise<void> {
  for (const host of new Set(hosts)) if (host) await database.notifications.notify(DOMAINS_CHANNEL, host);
}
