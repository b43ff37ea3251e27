import type { ShouldRevalidateFunctionArgs } from "react-router";
import { searchWithoutModal } from "~/ui/modal-state";

/**
 * Opening or closing a page or module dialog only changes the URL's dialog parameters: the editor
 * keeps the data it has instead of loading every section, module and image again.
 */
export function editorShouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  const sameScreen = currentUrl.pathname === nextUrl.pathname && `${searchWithoutModal(currentUrl.searchParams)}` === `${searchWithoutModal(nextUrl.searchParams)}`;
  return formMethod === undefined && sameScreen ? false : defaultShouldRevalidate;
}
