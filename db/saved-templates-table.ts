import type { Json, Timestamp } from "./column-shapes";

/**
 * A template a partner saved from one of their projects (decision 0035): the project as the
 * export format holds it (`manifest`, docs/project-export-format.md), its images copied to
 * `saved-templates/{id}/…` in storage so the template outlives the project. Private to its owner
 * until an admin publishes it to every partner of the installation.
 */
export interface SavedTemplatesTable {
  id: string;
  ownerId: string;
  name: string;
  description: string;
  primaryColor: string;
  pageCount: number;
  manifest: Json<unknown>;
  /** Set while an admin has it published to every partner; null while it is private. */
  publishedAt: Timestamp | null;
  publishedBy: string | null;
  created: Timestamp;
}
