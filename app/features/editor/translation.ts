import type { PageTexts } from "~/features/sections/section-texts";

/** The search parameter that opens the page editor in one of the site's added languages: `?language=fr`. */
export const LANGUAGE_PARAM = "language";

/**
 * The site's languages as the editor's language switch offers them (docs/product.md#translating-pages):
 * its own, the ones it adds, and for each page id the added ones its version is not translated into yet.
 */
export type EditorLanguages = { own: string; added: readonly string[]; untranslated: Readonly<Record<string, readonly string[]>> };

/** The open page's version in one added language: what the translation view edits. */
export type EditorTranslation = {
  language: string;
  pageId: string;
  slug: string;
  title: string;
  seoTitle: string;
  seoDescription: string;
  texts: PageTexts;
  version: number;
  /** False while it is the copy the language started with: "not translated yet". */
  translated: boolean;
};

/** The search of a page's editor in `language`: none for the site's own, so its address stays the one it always was. */
export function languageSearch(language: string, own: string): string {
  return language === own ? "" : `?${new URLSearchParams({ [LANGUAGE_PARAM]: language })}`;
}
