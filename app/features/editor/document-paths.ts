import type { DocumentKind } from "./editor-section";

export function editorPath(kind: DocumentKind, projectId: string, slug: string): string {
  return kind === "page" ? `/editor/${projectId}/${slug}` : `/editor-module/${projectId}/${slug}`;
}
