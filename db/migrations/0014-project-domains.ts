import { sql } from "kysely";
import type { PortableMigration } from "./column-types";

/**
 * A project's own domains (docs/product.md#custom-domains). A host may be claimed by several
 * projects while unverified, so nobody can block a domain by adding it first; once verified it
 * belongs to one project only, which the partial unique index enforces on both engines.
 */
export const projectDomains: PortableMigration = {
  async up(db, types) {
    await db.schema
      .createTable("project_domains")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("project_id", "text", (column) => column.notNull().references("projects.id").onDelete("cascade"))
      // Lower-case, punycode (ASCII), no trailing dot.
      .addColumn("host", "text", (column) => column.notNull())
      // The value expected in the TXT record `_pagewright.{host}`; a new one each time the host is added.
      .addColumn("verification_token", "text", (column) => column.notNull())
      // pending → verified → active (a certificate is served), or failed.
      .addColumn("state", "text", (column) => column.notNull())
      .addColumn("failure_reason", "text")
      .addColumn("is_primary", types.boolean, (column) => column.notNull())
      .addColumn("check_failures", "integer", (column) => column.notNull())
      .addColumn("last_checked_at", types.timestamp)
      .addColumn("next_check_at", types.timestamp)
      .addColumn("verified_at", types.timestamp)
      .addColumn("created", types.timestamp, (column) => column.notNull())
      .addColumn("updated", types.timestamp, (column) => column.notNull())
      .addUniqueConstraint("project_domains_project_host_unique", ["project_id", "host"])
      .execute();
    await sql`create unique index project_domains_verified_host_unique on project_domains (host) where state in ('verified', 'active')`.execute(db);
    await db.schema.createIndex("project_domains_next_check_idx").on("project_domains").column("next_check_at").execute();
  },

  async down(db) {
    await db.schema.dropTable("project_domains").execute();
  },
};
