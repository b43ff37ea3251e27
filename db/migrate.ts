import { Migrator, type Migration, type MigrationResult } from "kysely";
import type { AppDatabase } from "./database";
import { columnTypesFor } from "./migrations/column-types";
import { migrations } from "./migrations/index";

export class MigrationFailedError extends Error {
  override name = "MigrationFailedError";
}

function migratorFor(database: AppDatabase): Migrator {
  const types = columnTypesFor(database.dialect);
  const entries: Record<string, Migration> = {};
  for (const [name, migration] of migrations) {
    entries[name] = {
      up: (db) => migration.up(db, types),
      down: (db) => migration.down(db, types),
    };
  }
  return new Migrator({
    db: database.db,
    provider: { getMigrations: async () => entries },
    migrationTableName: "schema_migrations",
    migrationLockTableName: "schema_migrations_lock",
  });
}

/** Applies every pending migration; returns the names applied (empty when already up to date). */
export async function migrateToLatest(database: AppDatabase): Promise<string[]> {
  const { error, results } = await migratorFor(database).migrateToLatest();
  const failed = results?.find((result: MigrationResult) => result.status === "Error");
  if (error) {
    const detail = error instanceof Error ? error.message : String(error);
    const where = failed ? `migration ${failed.migrationName} failed` : "migrations could not run";
    throw new MigrationFailedError(`Database ${where}: ${detail}`, { cause: error });
  }
  return (results ?? []).filter((result) => result.status === "Success").map((result) => result.migrationName);
}
