import type { AppDatabase } from "../../../db/database";
import { writeOwnedProject, type Actor } from "~/access/project-access.server";
import { AppError } from "~/lib/app-error";
import { parseInput } from "~/lib/forms/parse-input";
import { randomString } from "~/lib/random-string";
import { domainFormSchema } from "~/lib/domain-name";
import { DOMAIN_MESSAGES, isClaimedElsewhere, MAX_DOMAINS_PER_PROJECT, type DomainRow } from "./domain-rules.server";
import { RETRY_DELAYS_MS } from "./record-check-outcome.server";

export type AddDomainInput = { projectId: string; host: unknown; appHost: string };

/**
 * Adds a host to the owner's project as pending, with a new TXT token: adding the same host again
 * after removing it needs the new token, so an old record proves nothing. A host another project
 * has verified is refused without saying whose it is (docs/product.md#custom-domains).
 */
export async function addDomain(database: AppDatabase, actor: Actor, input: AddDomainInput): Promise<DomainRow> {
  const { host } = parseInput(domainFormSchema(input.appHost), { host: input.host });
  return writeOwnedProject(database.db, actor, input.projectId, async (trx, { projectId, now }) => {
    const existing = await trx.selectFrom("projectDomains").select("host").where("projectId", "=", projectId).execute();
    if (existing.some((domain) => domain.host === host)) throw new AppError("CONFLICT", DOMAIN_MESSAGES.duplicate(host), { fieldErrors: { host: DOMAIN_MESSAGES.duplicate(host) } });
    if (existing.length >= MAX_DOMAINS_PER_PROJECT) throw new AppError("CONFLICT", DOMAIN_MESSAGES.tooMany, { fieldErrors: { host: DOMAIN_MESSAGES.tooMany } });
    if (await isClaimedElsewhere(trx, host, projectId)) {
      throw new AppError("CONFLICT", DOMAIN_MESSAGES.claimedElsewhere(host), { fieldErrors: { host: DOMAIN_MESSAGES.claimedElsewhere(host) } });
    }
    const domain: DomainRow = {
      id: randomString(16),
      projectId,
      host,
      verificationToken: `pagewright-verify-${randomString(32)}`,
      state: "pending",
      failureReason: null,
      isPrimary: false,
      checkFailures: 0,
      lastCheckedAt: null,
      // The first automatic look comes after the first back-off step, while the partner sets the records.
      nextCheckAt: new Date(now.getTime() + (RETRY_DELAYS_MS[0] ?? 0)),
      verifiedAt: null,
      created: now,
      updated: now,
    };
    await trx.insertInto("projectDomains").values(domain).execute();
    return domain;
  });
}
