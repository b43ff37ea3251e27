import { createHash } from "node:crypto";
import { renderToStaticMarkup } from "react-dom/server";
import type { PageSeo } from "../../../db/stored-values";
import { LEAD_FORM_ATTRIBUTE } from "~/features/sections/contact/lead-form-fields";
import { LEAD_FORM_SCRIPT } from "~/features/sections/contact/lead-form-script";
import { messagingAppOf } from "~/lib/messaging-links";
import { typefacePairingOf } from "~/lib/site-typography";
import { publicPath } from "~/lib/public-paths";
import { frameAncestorsOf } from "~/lib/embed-hosts";
import { visitorTextsOfSite } from "~/lib/visitor-texts/visitor-texts";
import { renderContextForDocument } from "~/features/sections/render-context";
import { flattenBlocks, layOutSections } from "~/features/sections/page-layout";
import { renderBlock } from "~/features/sections/render-sections";
import { withUniqueAnchors } from "~/features/sections/unique-anchors";
import { ImageSourcesProvider, type ImageSourceResolver } from "~/features/sections/shared/image-sources";
import { SiteBody } from "~/features/sections/site-body";
import { metaDescriptionFor } from "./meta-description";
import { MODULE_EMBED_SCRIPT } from "./module-embed-script";
import { MODULE_LOOK_CSS } from "./module-look-css";
import type { PageCssBuilder } from "./page-css.server";
import { SiteHead, type SocialImage } from "./site-head.server";
import type { SiteProject } from "./site-project";
import { languageAttributes, siteLanguageOf } from "~/lib/site-languages";

export type { SiteProject } from "./site-project";

export type SiteDocumentInput = {
  origin: string;
  project: SiteProject;
  sections: readonly unknown[];
  /** The project's modules' sections, shown in place of the page's references to them. */
  modulesById?: ReadonlyMap<string, readonly unknown[]>;
  imageSources?: ImageSourceResolver;
  /** The counting redirect a messaging-app link goes through (publishing signs it); without it the link stays as it is. */
  conversionPath?: (url: string) => string;
  /** The page's share card (an absolute address with its size), or none. */
  socialImage?: SocialImage | null;
} & (
  | { kind: "page"; page: { slug: string; title: string; seo: PageSeo; isHome: boolean } }
  /** `embedHosts`: the hosts the module may be embedded on, null or absent for anywhere (decision 0043). */
  | { kind: "module"; module: { slug: string; name: string; embedHosts?: readonly string[] | null } }
);

/**
 * `sections` are the ones the document shows, modules expanded, which lead capture checks forms
 * against; `language` the tag its `<html lang>` says, which the leads sent from it keep.
 */
export type SiteDocument = { html: string; csp: string; sections: unknown[]; language: string };


const noLibraryImages: ImageSourceResolver = () => undefined;

function scriptHash(script: string): string {
  return `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
}

/**
 * The markup of a page's or module's body: the same blocks, through the same `SiteBody` and
 * `renderBlock`, as the editor preview, so what the partner sees is what is published. Problems
 * (an invalid section) render nothing, as the preview shows them.
 */
export function renderSiteBody(input: SiteDocumentInput): string {
  const address = input.kind === "page" ? { kind: "page" as const, slug: input.page.slug } : { kind: "module" as const, slug: input.module.slug };
  const context = {
    ...renderContextForDocument(input.project.id, address, visitorTextsOfSite(input.project.settings, input.kind === "page" ? input.page.seo.language : undefined)),
    // Messaging-app buttons go through /go/…, which counts the click as a conversion.
    externalHref: (href: string) => (input.conversionPath && messagingAppOf(href) ? input.conversionPath(href) : href),
  };
  const blocks = withUniqueAnchors(layOutSections(input.sections, input.modulesById));
  return renderToStaticMarkup(
    <ImageSourcesProvider value={input.imageSources ?? noLibraryImages}>
      <SiteBody kind={input.kind} primary={input.project.primaryColor} exactPrimary={input.project.settings.isPrimaryExact === true} typography={typefacePairingOf(input.project.settings.typography)} blocks={blocks} skipLabel={context.texts.text("skipToContent")}>
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
  // A module also carries the CSS of its copying options (scheme, host font), applied by its script.
  const css = (await cssBuilder.cssFor(bodyMarkup)) + (input.kind === "module" ? MODULE_LOOK_CSS : "");
  const path = input.kind === "page" ? publicPath(project.id, { kind: "page", ...input.page }) : publicPath(project.id, { kind: "module", slug: input.module.slug });
  const title =
    input.kind === "page"
      ? input.page.seo.title || (input.page.isHome ? project.settings.seoTitle || project.name : `${input.page.title} · ${project.name}`)
      : `${input.module.name} · ${project.name}`;
  const mainStart = bodyMarkup.indexOf('<main id="main">');
  const description =
    metaDescriptionFor(input.kind === "page" ? input.page.seo.description : undefined, project.settings.seoDescription, mainStart === -1 ? bodyMarkup : bodyMarkup.slice(mainStart)) ||
    project.name;
  const head = renderToStaticMarkup(
    <SiteHead
      title={title}
      description={description}
      url={`${origin}${path}`}
      project={project}
      css={css}
      indexable={input.kind === "page" && !input.page.seo.noindex}
      socialImage={input.socialImage ?? null}
    />,
  );
  const scripts = [input.kind === "module" ? MODULE_EMBED_SCRIPT : "", bodyMarkup.includes(LEAD_FORM_ATTRIBUTE) ? LEAD_FORM_SCRIPT : ""].filter(Boolean);
  const script = scripts.map((source) => `<script>${source}</script>`).join("");
  const language = siteLanguageOf((input.kind === "page" ? input.page.seo.language : undefined) ?? project.settings.language);
  const html = `<!doctype html><html ${languageAttributes(language)}>${head}<body>${bodyMarkup}${script}</body></html>`;
  const csp = [
    "default-src 'none'",
    "img-src 'self' https: data:",
    "style-src 'unsafe-inline'",
    "font-src 'self'",
    "manifest-src 'self'",
    scripts.length > 0 ? `script-src ${scripts.map(scriptHash).join(" ")}` : "script-src 'none'",
    "form-action 'self'",
    "connect-src 'self'",
    "base-uri 'none'",
    input.kind === "module" ? frameAncestorsOf(input.module.embedHosts ?? null) : "frame-ancestors 'none'",
  ].join("; ");
  const sections = flattenBlocks(layOutSections(input.sections, input.modulesById)).map(({ section }) => section);
  return { html, csp, sections, language: language.tag };
}
