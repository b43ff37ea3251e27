import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, type AppDatabase } from "../../db/database";

type Benchmark = (label: string, database: AppDatabase) => Promise<boolean>;

/** Runs a benchmark on a fresh SQLite file in a temporary folder, removed afterwards. */
async function onSqlite(benchmark: Benchmark): Promise<boolean> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-bench-"));
  const database = openDatabase({ dialect: "sqlite", file: path.join(dir, "bench.db") });
  try {
    return await benchmark("SQLite (temporary file, WAL)", database);
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs a benchmark in a PostgreSQL schema of its own, dropped afterwards, so it never touches other rows. */
async function onPostgres(baseUrl: string, benchmark: Benchmark): Promise<boolean> {
  const schema = `bench_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const url = new URL(baseUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  const database = openDatabase({ dialect: "postgres", url: url.toString() });
  try {
    return await benchmark(`PostgreSQL (${url.host}, after ANALYZE)`, database);
  } finally {
    await database.close();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

/**
 * Runs a benchmark on SQLite, and on PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL)
 * is set; the process fails when any run missed its target.
 */
export async function runOnBothDatabases(benchmark: Benchmark): Promise<void> {
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const passed = [await onSqlite(benchmark)];
  if (postgresUrl) passed.push(await onPostgres(postgresUrl, benchmark));
  else console.log("\nPostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to include it.");
  process.exitCode = passed.every(Boolean) ? 0 : 1;
}
