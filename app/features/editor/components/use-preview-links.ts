import { useCallback } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { editorPath } from "../document-paths";
import type { DocumentKind } from "../editor-section";
import { previewLinkTarget } from "../preview-link-target";

export const FORM_IN_PREVIEW_MESSAGE = "Forms send their messages on the live site, not in the preview.";

/**
 * What links and forms of the preview do instead of navigating the frame away from the editor
 * (docs/product.md#editor-preview): anchors scroll the preview, the project's pages open in the
 * editor (in the language being translated, `search`), everything else says it opens on the live site.
 */
export function usePreviewLinks(projectId: string, pages: readonly { slug: string; isHome: boolean }[], current: { kind: DocumentKind; slug: string }, search = "") {
  const navigate = useNavigate();
  const { kind, slug } = current;
  const onLink = useCallback(
    (href: string, frameDocument: Document) => {
      const target = previewLinkTarget(href, { projectId, pages, current: { kind, slug } });
      switch (target.kind) {
        case "anchor": {
          if (!target.id) {
            frameDocument.defaultView?.scrollTo({ top: 0, behavior: "smooth" });
            return;
          }
          const element = frameDocument.getElementById(target.id);
          if (element) element.scrollIntoView({ block: "start", behavior: "smooth" });
          else toast(`Nothing on this page has the anchor #${target.id}.`);
          return;
        }
        case "page":
          void navigate(`${editorPath("page", projectId, target.slug)}${search}`);
          return;
        case "missing-page":
          toast(`No page of this project is at ${target.path}.`);
          return;
        case "elsewhere":
          toast(`This link opens on the live site: ${target.href}`);
      }
    },
    [navigate, projectId, pages, kind, slug, search],
  );
  const onSubmit = useCallback(() => void toast(FORM_IN_PREVIEW_MESSAGE), []);
  return { onLink, onSubmit };
}
