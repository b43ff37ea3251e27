import type { PortableMigration } from "./column-types";

/**
 * A/B tests of a page (docs/product.md#ab-tests, decision 0030): the experiment, its variants
 * (A the page itself, B and C copies of it), per-variant daily visitors and conversions written in
 * batches as page views are, and on each lead the variant it came from.
 */
export const experiments: PortableMigration = {
  async up(db, types) {
    await db.schema
      .createTable("experiments")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("project_id", "text", (column) => column.notNull().references("projects.id").onDelete("cascade"))
      .addColumn("page_id", "text", (column) => column.notNull().references("pages.id").onDelete("cascade"))
      // draft, running or ended.
      .addColumn("status", "text", (column) => column.notNull())
      // lead or click.
      .addColumn("goal", "text", (column) => column.notNull())
      .addColumn("goal_url", "text")
      .addColumn("started_at", types.timestamp)
      .addColumn("ended_at", types.timestamp)
      .addColumn("winner", "text")
      .addColumn("created", types.timestamp, (column) => column.notNull())
      .execute();
    await db.schema.createIndex("experiments_project_idx").on("experiments").columns(["project_id", "status"]).execute();
    await db.schema.createIndex("experiments_page_idx").on("experiments").column("page_id").execute();

    await db.schema
      .createTable("experiment_variants")
      .addColumn("experiment_id", "text", (column) => column.notNull().references("experiments.id").onDelete("cascade"))
      .addColumn("label", "text", (column) => column.notNull())
      // Null once the test ended and its copy was deleted; its counts stay under the label.
      .addColumn("page_id", "text", (column) => column.references("pages.id").onDelete("set null"))
      .addColumn("weight", "integer", (column) => column.notNull())
      .addPrimaryKeyConstraint("experiment_variants_pk", ["experiment_id", "label"])
      .execute();
    await db.schema.createIndex("experiment_variants_page_idx").on("experiment_variants").column("page_id").execute();

    await db.schema
      .createTable("experiment_daily_counts")
      .addColumn("experiment_id", "text", (column) => column.notNull().references("experiments.id").onDelete("cascade"))
      .addColumn("label", "text", (column) => column.notNull())
      .addColumn("day", "text", (column) => column.notNull())
      .addColumn("visitors", "integer", (column) => column.notNull())
      .addColumn("conversions", "integer", (column) => column.notNull())
      .addPrimaryKeyConstraint("experiment_daily_counts_pk", ["experiment_id", "label", "day"])
      .execute();

    // No foreign key: a lead outlives the experiment it came from, as it outlives its page.
    await db.schema.alterTable("leads").addColumn("experiment_id", "text").execute();
    await db.schema.alterTable("leads").addColumn("experiment_variant", "text").execute();
  },

  async down(db) {
    await db.schema.alterTable("leads").dropColumn("experiment_variant").execute();
    await db.schema.alterTable("leads").dropColumn("experiment_id").execute();
    for (const table of ["experiment_daily_counts", "experiment_variants", "experiments"]) await db.schema.dropTable(table).ifExists().execute();
  },
};
