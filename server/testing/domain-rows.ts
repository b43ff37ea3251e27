import { randomBytes } from "node:crypto";
import type { AppDatabase } from "../../db/database";
import type { DomainState } from "../../db/project-domains-table";
import { createProject } from "../../app/features/projects/create-project.server";

/** A partner (`{projectId}-owner`) and their blank project `projectId`, made by the product's own use case. */
export async function addProject(database: AppDatabase, projectId: string): Promise<void> {
  const ownerId = `${projectId}-owner`;
  const now = new Date();
  await database.db
    .insertInto("users")
    .values({ id: ownerId, name: "Pat Baker", email: `${ownerId}@example.com`, status: "active", photoUrl: null, roles: [], created: now, updated: now })
    .execute();
  await database.db.insertInto("partners").values({ id: ownerId, displayName: "Pat Baker", company: null, created: now, updated: now }).execute();
  await createProject(database.db, { userId: ownerId, isAdmin: false }, { name: "Crumb & Co", id: projectId });
}

/** A project_domains row as the domains screen leaves it in `state` (db/migrations/0014-project-domains.ts). */
export async function addDomain(database: AppDatabase, projectId: string, host: string, state: DomainState): Promise<void> {
  const now = new Date();
  const checked = state === "pending" ? null : now;
  await database.db
    .insertInto("projectDomains")
    .values({
      id: randomBytes(8).toString("hex"),
      projectId,
      host,
      verificationToken: randomBytes(16).toString("hex"),
      state,
      failureReason: state === "failed" ? "The TXT record was not found." : null,
      isPrimary: false,
      checkFailures: state === "failed" ? 1 : 0,
      lastCheckedAt: checked,
      nextCheckAt: state === "pending" || state === "failed" ? now : null,
      verifiedAt: state === "verified" || state === "active" ? now : null,
      created: now,
      updated: now,
    })
    .execute();
}
