import type { Db } from "~/access/project-access.server";

/**
 * The project's primary domain once a certificate was served for it (docs/product.md#serving-on-a-domain):
 * from then on its public addresses are listed there. Null before. The route reads it behind the
 * project screens' gate.
 */
export async function getActivePrimaryDomain(db: Db, projectId: string): Promise<string | null> {
  const domain = await db
    .selectFrom("projectDomains")
    .select("host")
    .where("projectId", "=", projectId)
    .where("isPrimary", "=", true)
    .where("state", "=", "active")
    .executeTakeFirst();
  return domain?.host ?? null;
}
