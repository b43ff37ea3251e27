import type { ShouldRevalidateFunctionArgs } from "react-router";
import { TRANSLATE_TEXTS_INTENT } from "~/lib/translation-intents";
import { searchWithoutModal } from "~/ui/modal-state";

/**
 * Opening or closing a page or module dialog only changes the URL's dialog parameters: the editor
 * keeps the data it has instead of loading every section, module and image again. Neither does a save
 * of translated words, whose answer the translation view takes itself (use-translation-autosave.ts).
 */
export function editorShouldRevalidate({ currentUrl, nextUrl, formMethod, formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (formData?.get("intent") === TRANSLATE_TEXTS_INTENT) return false;
  const sameScreen = currentUrl.pathname === nextUrl.pathname && `${searchWithoutModal(currentUrl.searchParams)}` === `${searchWithoutModal(nextUrl.searchParams)}`;
  return formMethod === undefined && sameScreen ? false : defaultShouldRevalidate;
}
