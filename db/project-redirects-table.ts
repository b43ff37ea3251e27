import type { Timestamp } from "./column-shapes";

/** One redirect of a project's site; see db/migrations/0019-redirects-and-not-found-page.ts. */
export interface ProjectRedirectsTable {
  projectId: string;
  /** Below the project, lower-case: "/old-offer". */
  fromPath: string;
  /** A path below the project ("/offer") or an absolute http(s) address. */
  toTarget: string;
  status: 301 | 302;
  created: Timestamp;
}
