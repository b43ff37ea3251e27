import { sql, type Kysely } from "kysely";
import type { PortableColumnTypes, PortableMigration } from "./column-types";

/** The one index that keeps an address to a single code of its own: deleted and retargeted codes are not its own. */
async function createAddressCodeIndex(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("qr_codes_address_code_key")
    .on("qr_codes")
    .columns(["project_id", "target"])
    .unique()
    .where(sql.ref("retargeted_at"), "is", null)
    .where(sql.ref("deleted_at"), "is", null)
    .execute();
}

/**
 * SQLite cannot drop a table constraint, so the table is rebuilt: the scans are set aside first,
 * because dropping `qr_codes` while `qr_code_daily_scans` refers to it would delete them through
 * the foreign key (foreign keys stay on, and a migration's transaction cannot turn them off).
 */
async function rebuildOnSqlite(db: Kysely<unknown>, types: PortableColumnTypes, shape: "with-states" | "one-code-per-target"): Promise<void> {
  const withStates = shape === "with-states";
  let table = db.schema
    .createTable("qr_codes_rebuilt")
    .addColumn("code", "text", (column) => column.primaryKey())
    .addColumn("project_id", "text", (column) => column.notNull().references("projects.id").onDelete("cascade"))
    .addColumn("target", "text", (column) => column.notNull())
    .addColumn("label", "text", (column) => column.notNull())
    .addColumn("created", types.timestamp, (column) => column.notNull());
  table = withStates
    ? table.addColumn("retargeted_at", types.timestamp).addColumn("deleted_at", types.timestamp)
    : table.addUniqueConstraint("qr_codes_project_target_key", ["project_id", "target"]);
  await table.execute();
  const columns = sql.raw("code, project_id, target, label, created");
  await sql`insert into qr_codes_rebuilt (${columns}) select ${columns} from qr_codes`.execute(db);
  await sql`create table qr_code_daily_scans_kept as select code, day, scans from qr_code_daily_scans`.execute(db);
  await db.schema.dropTable("qr_code_daily_scans").execute();
  await db.schema.dropTable("qr_codes").execute();
  await sql`alter table qr_codes_rebuilt rename to qr_codes`.execute(db);
  await createDailyScans(db);
  await sql`insert into qr_code_daily_scans (code, day, scans) select code, day, scans from qr_code_daily_scans_kept`.execute(db);
  await db.schema.dropTable("qr_code_daily_scans_kept").execute();
}

/** As migration 0024 made it. */
async function createDailyScans(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("qr_code_daily_scans")
    .addColumn("code", "text", (column) => column.notNull().references("qr_codes.code").onDelete("cascade"))
    .addColumn("day", "text", (column) => column.notNull())
    .addColumn("scans", "integer", (column) => column.notNull())
    .addPrimaryKeyConstraint("qr_code_daily_scans_pk", ["code", "day"])
    .execute();
}

/**
 * QR codes a partner deleted or pointed elsewhere (decision 0045). A deleted code keeps its row, so
 * its code is never given out again and its scans stay in the figures; a retargeted code opens
 * another address of the project beside that address's own code. Only an address's own code (neither
 * retargeted nor deleted) stays one per target, so the URLs screen keeps showing one code per address.
 */
export const qrCodesDeletedAndRetargeted: PortableMigration = {
  async up(db, types, dialect) {
    if (dialect === "postgres") {
      await db.schema.alterTable("qr_codes").dropConstraint("qr_codes_project_target_key").execute();
      await db.schema.alterTable("qr_codes").addColumn("retargeted_at", types.timestamp).execute();
      await db.schema.alterTable("qr_codes").addColumn("deleted_at", types.timestamp).execute();
    } else {
      await rebuildOnSqlite(db, types, "with-states");
    }
    await createAddressCodeIndex(db);
  },

  async down(db, types, dialect) {
    // The old shape has room for one code per target only: codes deleted or retargeted go, with their scans.
    await sql`delete from qr_codes where retargeted_at is not null or deleted_at is not null`.execute(db);
    await db.schema.dropIndex("qr_codes_address_code_key").execute();
    if (dialect === "postgres") {
      await db.schema.alterTable("qr_codes").dropColumn("retargeted_at").execute();
      await db.schema.alterTable("qr_codes").dropColumn("deleted_at").execute();
      await db.schema.alterTable("qr_codes").addUniqueConstraint("qr_codes_project_target_key", ["project_id", "target"]).execute();
    } else {
      await rebuildOnSqlite(db, types, "one-code-per-target");
    }
  },
};
