import type { PortableMigration } from "./column-types";

/** Short, counted scan addresses behind every QR code the app gives (decision 0040). */
export const qrCodes: PortableMigration = {
  async up(db, types) {
    // `target` is a public path of the project (`/shop/about`), resolved to its address when
    // scanned so a code printed before a domain was added still lands on the current address, or a
    // messaging link (`https://wa.me/…`). One code per target: the same address prints the same code.
    await db.schema
      .createTable("qr_codes")
      .addColumn("code", "text", (column) => column.primaryKey())
      .addColumn("project_id", "text", (column) => column.notNull().references("projects.id").onDelete("cascade"))
      .addColumn("target", "text", (column) => column.notNull())
      .addColumn("label", "text", (column) => column.notNull())
      .addColumn("created", types.timestamp, (column) => column.notNull())
      .addUniqueConstraint("qr_codes_project_target_key", ["project_id", "target"])
      .execute();
    // Scans of each code per UTC day, counted once per visitor, code and day like messaging clicks.
    await db.schema
      .createTable("qr_code_daily_scans")
      .addColumn("code", "text", (column) => column.notNull().references("qr_codes.code").onDelete("cascade"))
      .addColumn("day", "text", (column) => column.notNull())
      .addColumn("scans", "integer", (column) => column.notNull())
      .addPrimaryKeyConstraint("qr_code_daily_scans_pk", ["code", "day"])
      .execute();
  },

  async down(db) {
    await db.schema.dropTable("qr_code_daily_scans").ifExists().execute();
    await db.schema.dropTable("qr_codes").ifExists().execute();
  },
};
