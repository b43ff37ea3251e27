import { Migrator, sql, type Migration, type MigrationResult } from "kysely";
import type { AppDatabase } from "./database";
import { columnTypesFor } from "./migrations/column-types";
import { migrations } from "./migrations/index";

export class MigrationFailedError extends Error {
  override name = "MigrationFailedError";
}

// Kysely looks for its bookkeeping tables in every schema unless told which one; name the current
// one, so databases that hold several schemas (our PostgreSQL tests do) keep them apart.
async function currentSchema(database: AppDatabase): Promise<string | undefined> {
  if (database.dialect !== "postgres") return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
  return rows[0]?.schema;
}

async function migratorFor(database: AppDatabase): Promise<Migrator> {
  const types = columnTypesFor(database.dialect);
  const entries: Record<string, Migration> = {};
  for (const [name, migration] of migrations) {
    entries[name] = {
      up: (db) => migration.up(db, types, database.dialect),
      down: (db) => migration.down(db, types, database.dialect),
    };
  }
  return new Migrator({
    db: database.db,
    provider: { getMigrations: async () => entries },
    migrationTableName: "schema_migrations",
    migrationTableSchema: await currentSchema(database),
    migrationLockTableName: "schema_migrations_lock",
  });
}

/** Applies every pending migration; returns the names applied (empty when already up to date). */
export async function migrateToLatest(database: AppDatabase): Promise<string[]> {
  const { error, results } = await (await migratorFor(database)).migrateToLatest();
  const failed = results?.find((result: MigrationResult) => result.status === "Error");
  if (error) {
    const detail = error instanceof Error ? error.message : String(error);
    const where = failed ? `migration ${failed.migrationName} failed` : "migrations could not run";
    throw new MigrationFailedError(`Database ${where}: ${detail}`, { cause: error });
  }
  return (results ?? []).filter((result) => result.status === "Success").map((result) => result.migrationName);
}
