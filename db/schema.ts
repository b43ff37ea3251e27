import type { ColumnType, Generated } from "kysely";

/** A column that is always read and written as a JS Date, whatever the dialect stores. */
type Timestamp = ColumnType<Date, Date, Date>;
/** A column that is always read and written as parsed JSON, whatever the dialect stores. */
type Json<T> = ColumnType<T, T, T>;

export type UserStatus = "registered" | "active" | "suspended";

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  status: UserStatus;
  photoUrl: string | null;
  roles: Json<string[]>;
  created: Timestamp;
  updated: Timestamp;
}

export interface IdentitiesTable {
  issuer: string;
  subject: string;
  userId: string;
  created: Timestamp;
}

export interface PartnersTable {
  id: string;
  displayName: string;
  company: string | null;
  created: Timestamp;
  updated: Timestamp;
}

export interface SessionsTable {
  tokenHash: string;
  userId: string;
  created: Timestamp;
  lastSeenAt: Timestamp;
  expiresAt: Timestamp;
}

export interface AnalyticsEventsTable {
  id: Generated<number>;
  name: string;
  params: Json<Record<string, unknown>>;
  userId: string | null;
  projectId: string | null;
  occurredAt: Timestamp;
}

export interface Database {
  users: UsersTable;
  identities: IdentitiesTable;
  partners: PartnersTable;
  sessions: SessionsTable;
  analyticsEvents: AnalyticsEventsTable;
}

/**
 * Columns (in their camelCase names) that hold JSON. PostgreSQL stores them as jsonb and parses
 * them itself; SQLite stores text, which the values plugin parses back.
 */
export const jsonColumns: ReadonlySet<string> = new Set(["roles", "params"]);
