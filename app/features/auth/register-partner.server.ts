import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";

/**
 * The registration routine: creates the partner record for a user when it is missing. Idempotent,
 * also under concurrent calls (the insert ignores an existing row).
 */
export async function ensurePartner(db: Kysely<Database>, user: { id: string; name: string }): Promise<void> {
  const now = new Date();
  await db
    .insertInto("partners")
    .values({ id: user.id, displayName: user.name, company: null, created: now, updated: now })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .execute();
}
