import { Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { renderContextForProject } from "~/features/sections/render-context";
import { blockKeys, layOutSections, splitPageLandmarks, type PageBlock } from "~/features/sections/page-layout";
import { withUniqueAnchors } from "~/features/sections/unique-anchors";
import { renderBlock } from "~/features/sections/render-sections";
import { ImageSourcesProvider, type ImageSourceResolver } from "~/features/sections/shared/image-sources";
import { SiteFrame } from "~/features/sections/site-frame";
import { typefacePairingOf } from "~/lib/site-typography";
import type { PageCssBuilder } from "./page-css.server";
import { SiteHead } from "./site-head.server";
import type { SiteProject } from "./site-project";
import { ERROR_DETAIL_PLACEHOLDER, ERROR_STATUS_PLACEHOLDER, ERROR_TITLE_PLACEHOLDER, NOT_FOUND_TEXT_PLACEHOLDER } from "./site-not-found-page";
import { languageAttributes, siteLanguageOf } from "~/lib/site-languages";
import { visitorTextsOfSite } from "~/lib/visitor-texts/visitor-texts";
import { sitePageTextsMarker } from "~/lib/visitor-texts/site-page-texts";

export type SiteNotFoundInput = {
  project: SiteProject;
  /** The home page's sections: its leading headers and trailing footers frame the not-found page. */
  homeSections: readonly unknown[];
  modulesById: ReadonlyMap<string, readonly unknown[]>;
  imageSources: ImageSourceResolver;
};

// Links to anchors of the home page must lead there from any address the not-found page shows at.
function anchorsToHome(markup: string, projectId: string): string {
  return markup.replaceAll('href="#', `href="/${projectId}#`);
}

/**
 * The site's own error page, rendered at publish time into each publication: the site's theme,
 * name, icon, header and footer, a large status, the fixed text of docs/product.md#error-texts
 * and a link to the site's home page; nothing of the builder. Status, title, text and a line
 * below it are placeholders, filled in per answer (404, 405, 500).
 */
export async function renderSiteNotFoundDocument(input: SiteNotFoundInput, cssBuilder: PageCssBuilder): Promise<{ html: string; csp: string }> {
  const { project } = input;
  const texts = visitorTextsOfSite(project.settings);
  const context = renderContextForProject(project.id, texts);
  const blocks = withUniqueAnchors(layOutSections(input.homeSections, input.modulesById));
  const keys = new Map(blockKeys(blocks).map((key, index) => [blocks[index], key]));
  const { before: headers, after: footers } = splitPageLandmarks(blocks);
  const render = (block: PageBlock) => <Fragment key={keys.get(block)}>{renderBlock(block, { context, onProblem: () => undefined })}</Fragment>;
  const body = (
    <SiteFrame primary={project.primaryColor} exactPrimary={project.settings.isPrimaryExact === true} typography={typefacePairingOf(project.settings.typography)} className="flex min-h-screen flex-col">
      {headers.map(render)}
      <main id="main" className="flex flex-1 flex-col items-center justify-center gap-6 bg-white px-5 py-24 text-center text-neutral-900">
        <p className="text-6xl font-bold tracking-tight text-site-ink" dangerouslySetInnerHTML={{ __html: ERROR_STATUS_PLACEHOLDER }} />
        <h1 className="max-w-2xl text-2xl font-semibold break-words" dangerouslySetInnerHTML={{ __html: NOT_FOUND_TEXT_PLACEHOLDER }} />
        <p className="max-w-2xl text-lg text-neutral-700 empty:hidden" dangerouslySetInnerHTML={{ __html: ERROR_DETAIL_PLACEHOLDER }} />
        <a
          href={context.pageHref("")}
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-site-primary px-5 py-2.5 text-base font-semibold text-site-on-primary hover:bg-site-primary-alt hover:text-site-on-primary-alt"
        >
          {texts.text("errorHomeLink", { site: project.name })}
        </a>
      </main>
      {footers.map(render)}
    </SiteFrame>
  );
  const bodyMarkup = anchorsToHome(renderToStaticMarkup(<ImageSourcesProvider value={input.imageSources}>{body}</ImageSourcesProvider>), project.id);
  const css = await cssBuilder.cssFor(bodyMarkup);
  // The title's first part is a placeholder too; the head's only <title> is its element (partner text is escaped).
  const head = renderToStaticMarkup(
    <SiteHead
      title={project.name}
      description={project.name}
      url={null}
      project={project}
      css={css}
      indexable={false}
    />,
  );
  const html = `<!doctype html><html ${languageAttributes(siteLanguageOf(project.settings.language))}>${head.replace("<title>", `<title>${ERROR_TITLE_PLACEHOLDER} · `).replace("</head>", `${sitePageTextsMarker(texts)}</head>`)}<body>${bodyMarkup}</body></html>`;
  const csp = ["default-src 'none'", "img-src 'self' https: data:", "style-src 'unsafe-inline'", "font-src 'self'", "manifest-src 'self'", "script-src 'none'", "form-action 'self'", "base-uri 'none'", "frame-ancestors 'none'"].join("; ");
  return { html, csp };
}
