import type { Json, Timestamp } from "./column-shapes";
import type { PageSeo } from "./stored-values";

/**
 * A page in one of the languages a site adds (decision 0055): the page's sections are shared,
 * and this row keeps what differs: its slug (unique within the project and language), title, SEO
 * fields and words, by section id and text path (app/features/sections/section-texts.ts).
 */
export interface PageLocalizationsTable {
  pageId: string;
  projectId: string;
  /** A tag of app/lib/site-languages.ts, one of the project's added languages. */
  language: string;
  slug: string;
  title: string;
  seo: Json<Omit<PageSeo, "language">>;
  texts: Json<Record<string, Record<string, unknown>>>;
  version: number;
  /** When the version was first saved; null while it is the default language's copy, "not translated yet". */
  translatedAt: Timestamp | null;
  updatedBy: string | null;
  created: Timestamp;
  updated: Timestamp;
}
