import type SQLite from "better-sqlite3";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/** How many distinct queries keep their prepared statement: the app's query shapes, with room for `in (…)` lists of several lengths. */
export const MAX_KEPT_STATEMENTS = 500;

/**
 * better-sqlite3 as Kysely's SQLite dialect takes it, except that each SQL text is prepared once
 * and its statement reused. Kysely prepares a statement for every query; each holds native memory
 * that is freed only when V8 collects the statement, which under load left hundreds of megabytes
 * of freed statements to glibc (docs/benchmarks.md#published-sites-at-scale), and preparing costs
 * more than many of our queries take to run. A statement still iterating (busy) is never handed
 * out twice: that query gets one of its own.
 */
export function withStatementCache(connection: SQLite.Database, maxKept = MAX_KEPT_STATEMENTS): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      kept.clear();
      connection.close();
    },
    prepare: (sql): SqliteStatement => {
      const known = kept.get(sql);
      if (known && !known.busy) {
        // Least recently used first out: touching an entry moves it to the end.
        kept.delete(sql);
        kept.set(sql, known);
        return known;
      }
      const statement = connection.prepare(sql);
      if (!known) {
        kept.set(sql, statement);
        if (kept.size > maxKept) kept.delete(kept.keys().next().value ?? "");
      }
      return statement;
    },
  };
}
