/**
 * Where a publication keeps its not-found page. A dot cannot be part of a page or module slug,
 * and the public paths only serve `sitemap.xml` and `robots.txt` with one, so no visitor can ask
 * for this document by its path.
 */
export const NOT_FOUND_DOCUMENT_PATH = "404.html";

// An HTML comment: escaped partner text can never contain one, so only our placeholder is replaced.
export const NOT_FOUND_TEXT_PLACEHOLDER = "<!--pagewright:not-found-text-->";

const htmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

/** The stored not-found page with the text of docs/product.md#error-texts, escaped, as its heading. */
export function notFoundPageFor(template: string, text: string): string {
  return template.replace(NOT_FOUND_TEXT_PLACEHOLDER, () => text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character));
}
