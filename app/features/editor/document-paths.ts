import type { DocumentKind } from "./editor-section";

export function editorPath(kind: DocumentKind, projectId: string, slug: string): string {
  return kind === "page" ? `/editor/${projectId}/${slug}` : `/editor-module/${projectId}/${slug}`;
}

/** A sidebar action the server refused, with messages for the dialog's fields. */
export type DocumentActionFailure = {
  ok: false;
  intent: string;
  message: string;
  fieldErrors: { name?: string | undefined; slug?: string | undefined };
};

export function isDocumentActionFailure(value: unknown): value is DocumentActionFailure {
  return typeof value === "object" && value !== null && (value as { ok?: unknown }).ok === false && "intent" in value;
}
