import type { PublishedSourceKind } from "../../../db/schema";
import type { StoredSection } from "../../../db/stored-values";

/** A document of a publication being made, before its body is compressed. */
export type PendingDocument = {
  path: string;
  sourceKind: PublishedSourceKind;
  sourceId: string | null;
  sourceVersion: number | null;
  contentType: string;
  csp: string | null;
  text: string;
  /** The sections as published, which lead capture checks forms against. */
  sections: StoredSection[] | null;
  /** A page's or module's language, which its leads keep (`docs/product.md#lead-capture`); files have none. */
  language?: string;
};

export const HTML = "text/html; charset=utf-8";

/** A page's rendered document, as a publication keeps it at each of its addresses. */
export function pageDocument(page: { id: string; version: number }, document: { html: string; csp: string; sections: unknown[]; language: string }): Omit<PendingDocument, "path"> {
  return { sourceKind: "page", sourceId: page.id, sourceVersion: page.version, contentType: HTML, csp: document.csp, text: document.html, sections: document.sections as StoredSection[], language: document.language };
}

/** One of the site's files (sitemap, robots.txt, its rules…): no page or module made it. */
export function siteFile(path: string, contentType: string, text: string, csp: string | null = null): PendingDocument {
  return { path, sourceKind: "file", sourceId: null, sourceVersion: null, contentType, csp, text, sections: null };
}
