import type { Timestamp } from "./column-shapes";

export type ScheduledAction = "publish" | "unpublish";
export type ScheduleState = "pending" | "running" | "done" | "failed";

/** A scheduled publish or unpublish of a project or one page; see db/migrations/0020-scheduled-publishing-and-site-passwords.ts. */
export interface PublishingSchedulesTable {
  id: string;
  projectId: string;
  pageId: string | null;
  action: ScheduledAction;
  runAt: Timestamp;
  timeZone: string;
  redirectTo: string | null;
  createdBy: string | null;
  created: Timestamp;
  state: ScheduleState;
  claimedUntilAt: Timestamp | null;
  ranAt: Timestamp | null;
  outcome: string | null;
}

/** A page (scope = its id) or the whole project (scope '') that is off the live site, with where visitors go instead. */
export interface OfflineAddressesTable {
  projectId: string;
  scope: string;
  redirectTo: string | null;
  created: Timestamp;
}

/** The password of a page (scope = its id) or of the whole project (scope ''). */
export interface SitePasswordsTable {
  projectId: string;
  scope: string;
  passwordHash: string;
  created: Timestamp;
}
