import SQLite from "better-sqlite3";
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from "kysely";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { inProcessNotifications, postgresNotifications, type DatabaseNotifications } from "./notifications";
import { PortableValuesPlugin } from "./portable-values-plugin";
import { withStatementCache } from "./sqlite-statement-cache";
import { jsonColumns, type Database } from "./schema";

export type DatabaseDialect = "sqlite" | "postgres";

export type AppDatabase = {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
  notifications: DatabaseNotifications;
  close: () => Promise<void>;
};

export type DatabaseOptions =
  | { dialect: "sqlite"; file: string }
  | { dialect: "postgres"; url: string; maxConnections?: number };

const INT8_OID = 20;

export const SQLITE_FILE_NAME = "pagewright.db";

/** Chooses PostgreSQL when a URL is given, otherwise the embedded SQLite file in the data folder. */
export function databaseOptionsFor(databaseUrl: string | undefined, dataDir: string): DatabaseOptions {
  if (databaseUrl) return { dialect: "postgres", url: databaseUrl };
  return { dialect: "sqlite", file: path.join(dataDir, SQLITE_FILE_NAME) };
}

export class DatabaseOpenError extends Error {
  override name = "DatabaseOpenError";
}

function openSqlite(file: string) {
  try {
    if (file !== ":memory:") {
      // The file holds the ID-token signing key and the installation secrets: owner-only from the
      // start. SQLite gives the -wal and -shm files it creates the database file's mode.
      fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
      fs.closeSync(fs.openSync(file, "a", 0o600));
    }
    const connection = new SQLite(file);
    connection.pragma("journal_mode = WAL");
    connection.pragma("synchronous = NORMAL");
    connection.pragma("foreign_keys = ON");
    connection.pragma("busy_timeout = 5000");
    return new SqliteDialect({ database: withStatementCache(connection) });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseOpenError(`Cannot open the database at ${file}: ${reason}`, { cause: error });
  }
}

function openPostgres(url: string, maxConnections: number): { dialect: PostgresDialect; pool: pg.Pool } {
  // Counts and ids come back as bigint; they fit a JS number in every use we have.
  const types = {
    getTypeParser: ((oid: number, format?: "text" | "binary") =>
      oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  };
  const pool = new pg.Pool({ connectionString: url, max: maxConnections, types });
  return { dialect: new PostgresDialect({ pool }), pool };
}

export function openDatabase(options: DatabaseOptions): AppDatabase {
  const plugins = [new CamelCasePlugin(), new PortableValuesPlugin(options.dialect, jsonColumns)];
  if (options.dialect === "sqlite") {
    const db = new Kysely<Database>({ dialect: openSqlite(options.file), plugins });
    return { db, dialect: "sqlite", notifications: inProcessNotifications(), close: () => db.destroy() };
  }
  const { dialect, pool } = openPostgres(options.url, options.maxConnections ?? 10);
  const db = new Kysely<Database>({ dialect, plugins });
  return { db, dialect: "postgres", notifications: postgresNotifications(pool, options.url), close: () => db.destroy() };
}
