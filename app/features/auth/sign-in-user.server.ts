import type { Kysely, Transaction } from "kysely";
import type { Database, UserStatus } from "../../../db/schema";
import { randomString } from "~/lib/random-string";
import { ensurePartner } from "./register-partner.server";

export type VerifiedIdentity = {
  issuer: string;
  subject: string;
  email: string;
  name: string;
  picture: string | null;
};

export type SignInPolicy = { adminEmails: readonly string[] };

export const USER_ID_LENGTH = 28;

async function recordSignInEvent(trx: Transaction<Database>, userId: string, event: "login" | "sign_up", at: Date) {
  await trx
    .insertInto("analyticsEvents")
    .values({ name: event, params: { method: "Google" }, userId, projectId: null, occurredAt: at })
    .execute();
}

/**
 * The sign-in state machine (docs/product.md#sign-in), in one transaction so a failure leaves no half-made user or
 * partner: find the user by (issuer, subject) → load it ('login') or build it with status
 * 'registered' ('sign_up') → merge with `updated` always, `created` only the first time, `photoUrl`
 * only when the account has a picture → ensure the partner record → return the claims.
 */
export async function signInUser(db: Kysely<Database>, identity: VerifiedIdentity, policy: SignInPolicy) {
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    const existing = await trx
      .selectFrom("identities")
      .innerJoin("users", "users.id", "identities.userId")
      .selectAll("users")
      .where("identities.issuer", "=", identity.issuer)
      .where("identities.subject", "=", identity.subject)
      .executeTakeFirst();

    const isAdminEmail = policy.adminEmails.includes(identity.email.toLowerCase());
    let userId: string;
    let status: UserStatus;
    let roles: string[];
    if (existing) {
      userId = existing.id;
      status = existing.status;
      roles = isAdminEmail && !existing.roles.includes("admin") ? [...existing.roles, "admin"] : existing.roles;
      await recordSignInEvent(trx, userId, "login", now);
      await trx
        .updateTable("users")
        .set({
          name: identity.name,
          email: identity.email,
          roles,
          updated: now,
          ...(identity.picture ? { photoUrl: identity.picture } : {}),
        })
        .where("id", "=", userId)
        .execute();
    } else {
      userId = randomString(USER_ID_LENGTH);
      status = "registered";
      roles = isAdminEmail ? ["admin"] : [];
      await trx
        .insertInto("users")
        .values({ id: userId, name: identity.name, email: identity.email, status, photoUrl: identity.picture, roles, created: now, updated: now })
        .execute();
      await recordSignInEvent(trx, userId, "sign_up", now);
      await trx.insertInto("identities").values({ issuer: identity.issuer, subject: identity.subject, userId, created: now }).execute();
    }
    await ensurePartner(trx, { id: userId, name: identity.name });
    return { userId, status, roles, isNew: !existing };
  });
}
