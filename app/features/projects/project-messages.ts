/** The refusals every project-scoped screen shares, so the same situation always reads the same. */
export const PAGE_NOT_FOUND_MESSAGE = "This page does not exist in the project.";
export const MODULE_NOT_FOUND_MESSAGE = "This module does not exist in the project.";

/** One conflict message for every versioned thing, so a stale save reads the same wherever it happens. */
function changedElsewhereMessage(what: "page" | "module" | "project"): string {
  return `This ${what} was changed elsewhere. Reload it to see the latest version, then make your change again.`;
}

/** The conflict when we know whose save came first (docs/product.md#two-people-editing). */
export function savedFirstMessage(what: "page" | "module", name: string): string {
  return `${name} saved this ${what} first. Reload it to see their version, then make your change again.`;
}

export const STALE_PAGE_MESSAGE = changedElsewhereMessage("page");
export const STALE_MODULE_MESSAGE = changedElsewhereMessage("module");
/** The settings screen edits the project itself: name, colour, home page and settings. */
export const STALE_PROJECT_MESSAGE = changedElsewhereMessage("project");
