import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { withStatementCache } from "./sqlite-statement-cache";

describe("the SQLite statement cache", () => {
  const connection = new SQLite(":memory:");
  connection.exec("create table t (n integer); insert into t values (1), (2), (3)");

  it("prepares a query once and hands its statement out again", () => {
    const database = withStatementCache(connection);
    const first = database.prepare("select n from t order by n");
    expect(first.all([])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(database.prepare("select n from t order by n")).toBe(first);
    expect(database.prepare("select n from t where n > ?").all([1])).toEqual([{ n: 2 }, { n: 3 }]);
    expect(database.prepare("select n from t where n > ?").all([2])).toEqual([{ n: 3 }]);
  });

  it("never hands out a statement that is still iterating", () => {
    const database = withStatementCache(connection);
    const iterating = database.prepare("select n from t order by n");
    const rows = iterating.iterate([]);
    expect(rows.next().value).toEqual({ n: 1 });
    const other = database.prepare("select n from t order by n");
    expect(other).not.toBe(iterating);
    expect(other.all([])).toHaveLength(3);
    expect([...rows]).toEqual([{ n: 2 }, { n: 3 }]);
    expect(database.prepare("select n from t order by n")).toBe(iterating);
  });

  it("keeps at most its bound, the least recently used leaving first", () => {
    const database = withStatementCache(connection, 2);
    const one = database.prepare("select 1");
    const two = database.prepare("select 2");
    expect(database.prepare("select 1")).toBe(one);
    database.prepare("select 3");
    expect(database.prepare("select 1")).toBe(one);
    expect(database.prepare("select 2")).not.toBe(two);
  });
});
