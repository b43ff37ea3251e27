import { createHash } from "node:crypto";
import { renderToStaticMarkup } from "react-dom/server";
import type { PageSeo, ProjectSettings } from "../../../db/schema";
import { LEAD_FORM_ATTRIBUTE } from "~/features/sections/contact/lead-form-fields";
import { LEAD_FORM_SCRIPT } from "~/features/sections/contact/lead-form-script";
import { messagingAppOf } from "~/lib/messaging-links";
import { publicPath } from "~/lib/public-paths";
import { renderContextForDocument } from "~/features/sections/render-context";
import { flattenBlocks, layOutSections } from "~/features/sections/page-layout";
import { renderBlock } from "~/features/sections/render-sections";
import { ImageSourcesProvider, type ImageSourceResolver } from "~/features/sections/shared/image-sources";
import { SiteBody } from "~/features/sections/site-body";
import type { PageCssBuilder } from "./page-css.server";

export type SiteProject = { id: string; name: string; primaryColor: string; settings: ProjectSettings };

export type SiteDocumentInput = {
  origin: string;
  project: SiteProject;
  sections: readonly unknown[];
  /** The project's modules' sections, shown in place of the page's references to them. */
  modulesById?: ReadonlyMap<string, readonly unknown[]>;
  imageSources?: ImageSourceResolver;
  /** The counting redirect a messaging-app link goes through (publishing signs it); without it the link stays as it is. */
  conversionPath?: (url: string) => string;
} & (
  | { kind: "page"; page: { slug: string; title: string; seo: PageSeo; isHome: boolean } }
  | { kind: "module"; module: { slug: string; name: string } }
);

/** `sections` are the ones the document shows, modules expanded, which lead capture checks forms against. */
export type SiteDocument = { html: string; csp: string; sections: unknown[] };

// Modules tell the page embedding them how tall they are, so the iframe fits its content.
const MODULE_RESIZE_SCRIPT =
  '(function(){function s(){parent.postMessage({pagewrightEmbed:location.pathname,height:document.documentElement.scrollHeight},"*")}addEventListener("load",s);new ResizeObserver(s).observe(document.documentElement)})();';


const noLibraryImages: ImageSourceResolver = () => undefined;

function scriptHash(script: string): string {
  return `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
}

function faviconFor(project: SiteProject): string {
  const letter = Array.from(project.name.trim())[0]?.toUpperCase() ?? "P";
  const escaped = letter.replace(/[&<>"']/g, "");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${project.primaryColor}"/><text x="16" y="22" font-family="system-ui,sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="#fff">${escaped}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** JSON for a <script> element: `<` is escaped so no partner text can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

type HeadProps = { title: string; description: string; url: string; siteName: string; favicon: string; themeColor: string; css: string; indexable: boolean };

function Head({ title, description, url, siteName, favicon, themeColor, css, indexable }: HeadProps) {
  const jsonLd = jsonForScript({ "@context": "https://schema.org", "@type": "WebPage", name: title, description: description || undefined, url });
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
      <link rel="canonical" href={url} />
      {indexable ? null : <meta name="robots" content="noindex" />}
      <meta name="theme-color" content={themeColor} />
      <link rel="icon" href={favicon} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={siteName} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      {description ? <meta name="twitter:description" content={description} /> : null}
      <style dangerouslySetInnerHTML={{ __html: css }} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </head>
  );
}

/**
 * The markup of a page's or module's body: the same blocks, through the same `SiteBody` and
 * `renderBlock`, as the editor preview, so what the partner sees is what is published. Problems
 * (an invalid section) render nothing, as the preview shows them.
 */
export function renderSiteBody(input: SiteDocumentInput): string {
  const address = input.kind === "page" ? { kind: "page" as const, slug: input.page.slug } : { kind: "module" as const, slug: input.module.slug };
  const context = {
    ...renderContextForDocument(input.project.id, address),
    // Messaging-app buttons go through /go/…, which counts the click as a conversion.
    externalHref: (href: string) => (input.conversionPath && messagingAppOf(href) ? input.conversionPath(href) : href),
  };
  const blocks = layOutSections(input.sections, input.modulesById);
  return renderToStaticMarkup(
    <ImageSourcesProvider value={input.imageSources ?? noLibraryImages}>
      <SiteBody kind={input.kind} primary={input.project.primaryColor} blocks={blocks}>
        {(block) => renderBlock(block, { context, onProblem: () => undefined })}
      </SiteBody>
    </ImageSourcesProvider>,
  );
}

/**
 * A complete, self-contained HTML document for one published page or module: the same section
 * components the editor previews, rendered to static markup, with only the CSS they use.
 */
export async function renderSiteDocument(input: SiteDocumentInput, cssBuilder: PageCssBuilder): Promise<SiteDocument> {
  const { project, origin } = input;
  const bodyMarkup = renderSiteBody(input);
  const css = await cssBuilder.cssFor(bodyMarkup);
  const path = input.kind === "page" ? publicPath(project.id, { kind: "page", ...input.page }) : publicPath(project.id, { kind: "module", slug: input.module.slug });
  const title =
    input.kind === "page"
      ? input.page.seo.title || (input.page.isHome ? project.settings.seoTitle || project.name : `${input.page.title} · ${project.name}`)
      : `${input.module.name} · ${project.name}`;
  const description = (input.kind === "page" ? input.page.seo.description : undefined) || project.settings.seoDescription || "";
  const head = renderToStaticMarkup(
    <Head
      title={title}
      description={description}
      url={`${origin}${path}`}
      siteName={project.name}
      favicon={faviconFor(project)}
      themeColor={project.primaryColor}
      css={css}
      indexable={input.kind === "page"}
    />,
  );
  const scripts = [input.kind === "module" ? MODULE_RESIZE_SCRIPT : "", bodyMarkup.includes(LEAD_FORM_ATTRIBUTE) ? LEAD_FORM_SCRIPT : ""].filter(Boolean);
  const script = scripts.map((source) => `<script>${source}</script>`).join("");
  const html = `<!doctype html><html lang="en">${head}<body>${bodyMarkup}${script}</body></html>`;
  const csp = [
    "default-src 'none'",
    "img-src 'self' https: data:",
    "style-src 'unsafe-inline'",
    scripts.length > 0 ? `script-src ${scripts.map(scriptHash).join(" ")}` : "script-src 'none'",
    "form-action 'self'",
    "connect-src 'self'",
    "base-uri 'none'",
    input.kind === "module" ? "frame-ancestors *" : "frame-ancestors 'none'",
  ].join("; ");
  const sections = flattenBlocks(layOutSections(input.sections, input.modulesById)).map(({ section }) => section);
  return { html, csp, sections };
}
