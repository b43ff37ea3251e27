import type { Generated } from "kysely";
import type { Timestamp, Json } from "./column-shapes";
import type { LeadAttributionColumns } from "./lead-attribution-columns";
import type { LeadExperimentColumns } from "./experiments-tables";
import type { LeadFields } from "./stored-values";

export type LeadStatus = "new" | "read" | "archived";
export type LeadSourceKind = "page" | "module";
/** Why a kept lead looks like spam (`docs/product.md#lead-capture`). */
export type LeadSpamReason = "honeypot" | "too-fast" | "forged-token";

export interface LeadsTable extends LeadAttributionColumns, LeadExperimentColumns {
  id: string;
  projectId: string;
  sourceKind: LeadSourceKind;
  sourceSlug: string;
  /** The public address below the project the form was seen at: "/" for the home page, "/about", "/join/module"; null only for old leads. */
  sourcePath: string | null;
  sectionId: string;
  fields: Json<LeadFields>;
  /** Every field value, lower-cased, for search. */
  searchText: string;
  status: LeadStatus;
  idempotencyKey: string;
  /** HMAC of the sender's address with the installation's secret; the address itself is never stored. */
  addressHash: string;
  created: Timestamp;
  updated: Timestamp;
  /** Set when deleted; the lead can be restored until the purge removes it. */
  deletedAt: Timestamp | null;
  /** Set when a spam heuristic tripped: the lead is kept, flagged, and not mailed. */
  spamReason: LeadSpamReason | null;
  /** The BCP 47 tag of the language of the document the form was seen in, as published; null only for old leads. */
  language: string | null;
}

export interface LeadRateCountersTable {
  key: string;
  /** Start of the fixed window, in milliseconds since the epoch. */
  windowStart: number;
  hits: number;
}

export interface LeadNotificationsTable {
  leadId: string;
  recipient: string;
  attempts: Generated<number>;
  nextAttemptAt: Timestamp;
  sentAt: Timestamp | null;
  lastError: string | null;
  created: Timestamp;
}
