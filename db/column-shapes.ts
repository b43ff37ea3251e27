import type { ColumnType } from "kysely";

/** A column that is always read and written as a JS Date, whatever the dialect stores. */
export type Timestamp = ColumnType<Date, Date, Date>;
/** A column that is always read and written as parsed JSON, whatever the dialect stores. */
export type Json<T> = ColumnType<T, T, T>;
