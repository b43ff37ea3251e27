import { sql } from "kysely";
import type { PortableMigration } from "./column-types";

/**
 * Leads that trip a spam heuristic are kept and flagged instead of refused (`docs/product.md#lead-capture`),
 * and each lead keeps the public address its form was seen at, so a lead from the home page reads
 * `/` rather than the home page's slug.
 */
export const leadSpamAndSourcePath: PortableMigration = {
  async up(db) {
    // Why the lead looks like spam (`honeypot`, `too-fast`, `forged-token`), or null.
    await db.schema.alterTable("leads").addColumn("spam_reason", "text").execute();
    // Below the project: "/" for the home page, "/about", "/join/module". Null only for leads
    // stored before this migration whose source the backfill below could not place.
    await db.schema.alterTable("leads").addColumn("source_path", "text").execute();
    await sql`update leads set source_path = case
        when source_kind = 'module' then '/' || source_slug || '/module'
        when exists (select 1 from projects join pages on pages.id = projects.home_page_id
                     where projects.id = leads.project_id and pages.slug = leads.source_slug) then '/'
        else '/' || source_slug end`.execute(db);
  },

  async down(db) {
    await db.schema.alterTable("leads").dropColumn("source_path").execute();
    await db.schema.alterTable("leads").dropColumn("spam_reason").execute();
  },
};
