import type { VisitorTextOverrides } from "~/lib/visitor-texts/visitor-texts";
import type { PageSeo } from "../../../db/stored-values";
import type { ResolvedImageSources } from "~/features/sections/shared/image-sources";
import type { TypefacePairingId } from "~/lib/site-typography";
import type { DocumentKind, EditorSection } from "./editor-section";

export type EditorDocument = { id: string; slug: string; name: string; version: number; sections: EditorSection[]; seo?: PageSeo };

export type DocumentSummary = { id: string; slug: string; name: string; isHome: boolean; version: number };

export type EditorData = {
  kind: DocumentKind;
  /** Contact details and social links are what new sections start with. */
  project: { id: string; name: string; primaryColor: string; isPrimaryExact?: boolean; typography: TypefacePairingId; language: string; visitorTexts: VisitorTextOverrides; canEdit: boolean; readOnlyReason: string; contact: { email: string; phone: string; address: string }; socialLinks: string[] };
  document: EditorDocument;
  /** The pages (page editor) or modules (module editor) of the sidebar. */
  siblings: DocumentSummary[];
  pages: { slug: string; name: string; isHome: boolean }[];
  /** Every module with its sections, to insert into a page and preview where it is referenced. */
  modules: { id: string; slug: string; name: string; sections: EditorSection[] }[];
  /** The resized variants of the library images those sections show, by asset id, so the preview loads what published pages load. */
  images: Record<string, ResolvedImageSources>;
  /** Who else saved this document in the last minutes, in a sentence; null when nobody did (docs/product.md#two-people-editing). */
  recentEditor: string | null;
  /** The host of the public addresses, which the page and module dialogs show. */
  publicHost: string;
};

/** What the editor shows of publishing: the live version (null when offline or never published) and whether saved changes are not live yet. */
export type EditorPublishing = { live: number | null; hasUnpublishedChanges: boolean };
