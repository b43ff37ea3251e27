/** The shapes of the values kept in JSON columns (db/schema.ts), which the app reads and writes whole. */

/**
 * A section as stored in a page's, a module's or a published document's `sections`. The section
 * library validates it before it is written; its envelope schemas
 * (app/features/sections/section-envelope.ts) produce exactly this type, which is declared here
 * because the database layer may import nothing of the app.
 */
export type StoredSection = {
  id: string;
  type: string;
  variant: string;
  props: Record<string, unknown>;
  /** The version of the type's content schema the props were written under; absent means 1. */
  version?: number;
  hidden?: boolean;
  /** The language of the section's words when not its page's, a tag of app/lib/site-languages.ts. */
  language?: string;
};

export type ProjectSettings = {
  seoTitle: string | null;
  seoDescription: string | null;
  faviconAssetId: string | null;
  socialLinks: string[];
  leadNotificationEmail: string | null;
  /**
   * How visitors reach the business, which new sections start with. Absent in rows saved before
   * they existed: the app reads settings through readProjectSettings, which fills them in.
   */
  contactEmail?: string | null;
  contactPhone?: string | null;
  contactAddress?: string | null;
  /** A typeface pairing id (app/lib/site-typography.ts); absent in rows saved before there was a choice, read as the default. */
  typography?: string;
  /** The partner keeps the exact primary colour rather than its contrast-safe shade (decision 0027); absent means false. */
  isPrimaryExact?: boolean;
  /** The site's language, a tag of app/lib/site-languages.ts; absent in rows saved before there was a choice, read as English. */
  language?: string;
  /** The partner's own wording of the product's visitor texts, by text id (app/lib/visitor-texts); absent or empty uses the language's. */
  visitorTexts?: Record<string, string>;
  /** The languages the site adds beside its own, in the order the partner added them (decision 0055); absent means none. */
  languages?: AddedLanguage[];
};

/** A language a site adds beside its own: `published` while its pages are served to visitors. */
export type AddedLanguage = { tag: string; published: boolean };

export type PageSeo = {
  title?: string;
  description?: string;
  /** Kept out of search engines: `robots` noindex in its head, left out of the sitemap. */
  noindex?: boolean;
  /** An image of the project's library shown when the page is shared (a 1200×630 crop of it). */
  socialImageAssetId?: string;
  /** The page's language when it is not the site's (a tag of app/lib/site-languages.ts); absent means the site's. */
  language?: string;
};

/** A fingerprint of what one page or module was published from, with its name then. */
export type SourceFingerprint = { name: string; hash: string };

/** What a publication was made from: the settings (name, colour, SEO, home page, page order), each page and each module. */
export type SourceFingerprints = { settings: string; pages: Record<string, SourceFingerprint>; modules: Record<string, SourceFingerprint> };

export type SourceChange = { name: string; change: "added" | "changed" | "removed" };

/** What a publication changed against the one live before it; `first` when none was. */
export type ChangeSummary = { first: boolean; settings: boolean; pages: SourceChange[]; modules: SourceChange[] };

/** One stored WebP rendition of an image, at `width` pixels wide. */
export type AssetVariant = { width: number; key: string; bytes: number };

/** What a visitor sent: the standard fields they were asked for, custom answers in the form's order, and the consent they gave. */
export type LeadFields = {
  name?: string;
  email?: string;
  phone?: string;
  message?: string;
  custom: { id: string; label: string; value: string }[];
  consent?: string;
};
