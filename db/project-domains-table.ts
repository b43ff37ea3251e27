import type { Timestamp } from "./column-shapes";

/** pending → verified → active (a certificate is served for it), or failed with a reason in plain words. */
export type DomainState = "pending" | "verified" | "active" | "failed";

/** A project's own domain; see db/migrations/0014-project-domains.ts. */
export interface ProjectDomainsTable {
  id: string;
  projectId: string;
  /** Lower-case punycode without a trailing dot. */
  host: string;
  verificationToken: string;
  state: DomainState;
  failureReason: string | null;
  isPrimary: boolean;
  checkFailures: number;
  lastCheckedAt: Timestamp | null;
  nextCheckAt: Timestamp | null;
  verifiedAt: Timestamp | null;
  created: Timestamp;
  updated: Timestamp;
}
