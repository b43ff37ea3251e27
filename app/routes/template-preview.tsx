import { templateById } from "~/features/templates/template-registry";
import { pageCssBuilder } from "~/features/publishing/site-stylesheet.server";
import { unknownRoute } from "~/lib/route-params";
import { renderTemplatePreview } from "./template-documents.server";
import type { Route } from "./+types/template-preview";

// Templates are shipped with the app and hold no one's data; the gallery fetches this page for
// its thumbnails and opens it as the live preview (docs/product.md#templates).
export async function loader({ params, context }: Route.LoaderArgs) {
  const template = templateById(params.templateId);
  if (!template) return unknownRoute(context);
  const html = await renderTemplatePreview(
    template,
    pageCssBuilder,
    context.config.publicUrl.origin,
  );
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "private, max-age=300",
    },
  });
}
