import type { PortableMigration } from "./column-types";

export const projectSettingsVersion: PortableMigration = {
  async up(db) {
    // Like a page's version: a save of the settings names the version it was made from, so one
    // person's save never silently overwrites another's. Existing projects start at 1.
    await db.schema
      .alterTable("projects")
      .addColumn("settings_version", "integer", (column) => column.notNull().defaultTo(1))
      .execute();
  },

  async down(db) {
    await db.schema.alterTable("projects").dropColumn("settings_version").execute();
  },
};
