import { sql, type ColumnDataType, type Expression, type Kysely } from "kysely";
import type { DatabaseDialect } from "../database";

export type PortableColumnTypes = {
  timestamp: ColumnDataType;
  json: ColumnDataType;
  boolean: ColumnDataType;
  binary: ColumnDataType;
  serialKey: ColumnDataType | Expression<unknown>;
};

/** The column types one portable migration uses on each dialect. */
export function columnTypesFor(dialect: DatabaseDialect): PortableColumnTypes {
  if (dialect === "postgres") {
    return { timestamp: "timestamptz", json: "jsonb", boolean: "boolean", binary: "bytea", serialKey: "bigserial" };
  }
  return { timestamp: "text", json: "text", boolean: "integer", binary: "blob", serialKey: sql`integer` };
}

/** `dialect` is for the rare migration the schema builder cannot express on both engines (triggers). */
export type PortableMigration = {
  up: (db: Kysely<unknown>, types: PortableColumnTypes, dialect: DatabaseDialect) => Promise<void>;
  down: (db: Kysely<unknown>, types: PortableColumnTypes, dialect: DatabaseDialect) => Promise<void>;
};
