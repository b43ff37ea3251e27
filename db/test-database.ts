import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { KyselyPlugin } from "kysely";
import { openDatabase, type AppDatabase, type DatabaseDialect } from "./database";
import { migrateToLatest } from "./migrate";
import { withPostgresClient } from "./postgres-test-databases";

/** The dialects the data-layer tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDialects(): DatabaseDialect[] {
  return process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
}

/**
 * A fresh, empty database for one test: a temporary SQLite file, or a schema of its own in the
 * PostgreSQL test database so parallel test files never see each other's rows.
 */
export async function createTestDatabase(
  dialect: DatabaseDialect,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<AppDatabase> {
  if (dialect === "sqlite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-db-"));
    const database = openDatabase({ dialect: "sqlite", file: path.join(dir, "test.db") });
    if (migrate) await migrateToLatest(database);
    return {
      ...database,
      close: async () => {
        await database.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const schema = await createPostgresTestSchema();
  const database = openDatabase({ dialect: "postgres", url: schema.url, maxConnections: 4 });
  if (migrate) await migrateToLatest(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      await schema.drop();
    },
  };
}

/**
 * An empty schema of its own in the PostgreSQL test database, and the address that reaches it, for
 * tests that start app processes on PostgreSQL (they migrate it themselves).
 */
export async function createPostgresTestSchema(): Promise<{ url: string; drop: () => Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const schema = `t_${randomBytes(6).toString("hex")}`;
  const run = (statement: string) => withPostgresClient(baseUrl, async (client) => void (await client.query(statement)));
  await run(`create schema ${schema}`);
  const url = new URL(baseUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => run(`drop schema ${schema} cascade`) };
}

/** A plugin that counts the rows the database hands back, to show a query reads few rows whatever the table holds. */
export function rowCounter(): KyselyPlugin & { rows: number } {
  return {
    rows: 0,
    transformQuery: (args) => args.node,
    async transformResult(args) {
      this.rows += args.result.rows.length;
      return args.result;
    },
  };
}
