/**
 * Where a language the site adds keeps its pages below the project: its tag in lower case,
 * `/crumbandco/en/order` (docs/product.md#several-languages). The site's own language keeps the
 * project's addresses, so adding a language moves no page.
 */
export function languagePathOf(tag: string): string {
  return tag.toLowerCase();
}

/** The path below the project of a page's version in an added language: the language's home at `en`, a page at `en/order`. */
export function localizedDocumentPath(tag: string, slug: string, isHome: boolean): string {
  return isHome ? languagePathOf(tag) : `${languagePathOf(tag)}/${slug}`;
}
