import type { Json, Timestamp } from "./column-shapes";

/** What a personal access token lets a program do (docs/api.md#scopes). */
export type ApiScope = "projects:read" | "projects:write" | "publish" | "leads:read" | "assets:write";

/** One personal access token; see db/migrations/0021-api-tokens.ts. */
export interface ApiTokensTable {
  id: string;
  userId: string;
  name: string;
  tokenHash: string;
  tokenHint: string;
  scopes: Json<ApiScope[]>;
  created: Timestamp;
  expiresAt: Timestamp;
  lastUsedAt: Timestamp | null;
  revokedAt: Timestamp | null;
}

/** The answer to a POST sent with an Idempotency-Key, replayed when the same request comes again. */
export interface ApiIdempotentAnswersTable {
  tokenId: string;
  idempotencyKey: string;
  requestHash: string;
  status: number;
  body: string;
  /** The ETag the answer carried (decision 0051); null when it had none. */
  etag: string | null;
  created: Timestamp;
}
