import { buildTemplatePages } from "~/features/templates/build-template-pages";
import type { ProjectTemplate } from "~/features/templates/template";
import type { PageCssBuilder } from "~/features/publishing/page-css.server";
import { renderSiteDocument } from "~/features/publishing/site-document.server";
import type { SavedTemplateHome } from "~/features/portability/saved-templates.server";

export type TemplateDocument = { slug: string; html: string };

// A reserved id, so the preview's own links can never lead to a partner's site.
const PREVIEW_PROJECT_ID = "templates";

/**
 * Every page of a template as the published site would serve it: the template's pages built as a
 * new project gets them, rendered by publishing's own renderer with only the CSS each page uses.
 */
export async function renderTemplateDocuments(
  template: ProjectTemplate,
  cssBuilder: PageCssBuilder,
  origin: string,
): Promise<TemplateDocument[]> {
  const pages = buildTemplatePages(template, template.businessName);
  const project = {
    id: PREVIEW_PROJECT_ID,
    name: template.businessName,
    primaryColor: template.primaryColor,
    settings: {
      seoTitle: null,
      seoDescription: null,
      faviconAssetId: null,
      socialLinks: [],
      leadNotificationEmail: null,
    },
  };
  return Promise.all(
    pages.map(async (page, index) => {
      const { html } = await renderSiteDocument(
        {
          kind: "page",
          origin,
          project,
          page: {
            slug: page.slug,
            title: page.title,
            seo: {},
            isHome: index === 0,
          },
          sections: page.sections,
        },
        cssBuilder,
      );
      return { slug: page.slug, html };
    }),
  );
}

/**
 * The gallery's preview of a template's home page. It is shown inside the app (a thumbnail's
 * srcdoc, a tab of its own) under the app's content policy, so it carries no script: a preview's
 * form is there to be seen, not sent (decision 0029).
 */
export async function renderTemplatePreview(
  template: ProjectTemplate,
  cssBuilder: PageCssBuilder,
  origin: string,
): Promise<string> {
  const [home] = await renderTemplateDocuments(template, cssBuilder, origin);
  return (home?.html ?? "").replace(/<script>[\s\S]*?<\/script>/g, "");
}

/**
 * The preview of a partner's saved template: its home page rendered as the published site would
 * show it, modules in place, without scripts as a built-in template's preview (decision 0035).
 */
export async function renderSavedTemplatePreview(home: SavedTemplateHome, cssBuilder: PageCssBuilder, origin: string): Promise<string> {
  const { html } = await renderSiteDocument(
    {
      kind: "page",
      origin,
      project: { id: PREVIEW_PROJECT_ID, name: home.name, primaryColor: home.primaryColor, settings: home.settings },
      page: { ...home.page, seo: {}, isHome: true },
      sections: home.sections,
      modulesById: home.modulesById,
    },
    cssBuilder,
  );
  return html.replace(/<script>[\s\S]*?<\/script>/g, "");
}
