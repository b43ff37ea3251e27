import type { PortableMigration } from "./column-types";

/** The attribution of each lead (decision 0019); leads stored before it have none. */
const LEAD_ATTRIBUTION_COLUMNS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "gclid", "fbclid", "referrer_host", "landing_path"] as const;

export const leadAttribution: PortableMigration = {
  async up(db) {
    for (const column of LEAD_ATTRIBUTION_COLUMNS) await db.schema.alterTable("leads").addColumn(column, "text").execute();
    // The spam folder's purge (`docs/product.md#lead-capture`) looks for flagged leads older than the folder keeps them.
    await db.schema.createIndex("leads_spam_created_idx").on("leads").columns(["spam_reason", "created"]).execute();
  },

  async down(db) {
    await db.schema.dropIndex("leads_spam_created_idx").execute();
    for (const column of [...LEAD_ATTRIBUTION_COLUMNS].reverse()) await db.schema.alterTable("leads").dropColumn(column).execute();
  },
};
