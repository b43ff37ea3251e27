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
import { renderContextForDocument, type PageAlternate, type RenderContext } from "~/features/sections/render-context";
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
  | {
      kind: "page";
      page: { slug: string; title: string; seo: PageSeo; isHome: boolean };
      /** Set for the page's version in a language the site adds (decision 0055); its `seo.language` is that language. */
      version?: AddedLanguageVersion;
      /** The page in each language the site publishes it in, the site's own first (none when it has no other). */
      alternates?: readonly PageAlternate[];
    }
  /** `embedHosts`: the hosts the module may be embedded on, null or absent for anywhere (decision 0043). */
  | { kind: "module"; module: { slug: string; name: string; embedHosts?: readonly string[] | null } }
);

/**
 * Where a page's version in an added language is served below the project (`fr/commander`, its
 * home `fr`), where its forms say they were sent from (a home's other address, `fr/accueil`), and
 * where the site's pages are in that language, by their own slugs, so its links stay in it.
 */
export type AddedLanguageVersion = { path: string; formPath: string; pagePaths: ReadonlyMap<string, string> };

/**
 * `sections` are the ones the document shows, modules expanded, which lead capture checks forms
 * against; `language` the tag its `<html lang>` says, which the leads sent from it keep.
 */
export type SiteDocument = { html: string; csp: string; sections: unknown[]; language: string };

const noLibraryImages: ImageSourceResolver = () => undefined;

function localizedHref(projectId: string, version: AddedLanguageVersion, page: string): string | undefined {
  const path = version.pagePaths.get(page.toLowerCase());
  return path === undefined ? undefined : `/${projectId}/${path}`;
}

function scriptHash(script: string): string {
  return `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
}

/**
 * The markup of a page's or module's body: the same blocks, through the same `SiteBody` and
 * `renderBlock`, as the editor preview, so what the partner sees is what is published. Problems
 * (an invalid section) render nothing, as the preview shows them.
 */
export function renderSiteBody(input: SiteDocumentInput): string {
  const version = input.kind === "page" ? input.version : undefined;
  const address = input.kind === "page" ? { kind: "page" as const, slug: version?.formPath ?? input.page.slug } : { kind: "module" as const, slug: input.module.slug };
  const documentContext = renderContextForDocument(input.project.id, address, visitorTextsOfSite(input.project.settings, input.kind === "page" ? input.page.seo.language : undefined));
  const context: RenderContext = {
    ...documentContext,
    // A link to a page of the site goes to its version in the same language, where it has one.
    pageHref: version ? (page) => localizedHref(input.project.id, version, page) ?? documentContext.pageHref(page) : documentContext.pageHref,
    // Messaging-app buttons go through /go/…, which counts the click as a conversion.
    externalHref: (href: string) => (input.conversionPath && messagingAppOf(href) ? input.conversionPath(href) : href),
    ...(input.kind === "page" && input.alternates ? { alternates: input.alternates } : {}),
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

const attributeEscapes: Record<string, string> = { "&": "&amp;", '"': "&quot;", "<": "&lt;", ">": "&gt;" };

/**
 * The page's `hreflang` links, itself among them, and `x-default` at the site's own language
 * (docs/product.md#several-languages); written here because React spells the attribute `hrefLang`.
 */
function alternateLinks(origin: string, alternates: readonly PageAlternate[] | undefined): string {
  if (!alternates || alternates.length < 2) return "";
  const link = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${`${origin}${href}`.replace(/[&"<>]/g, (character) => attributeEscapes[character] ?? character)}"/>`;
  return [...alternates.map((alternate) => link(alternate.language, alternate.href)), link("x-default", alternates[0]!.href)].join("");
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
  const version = input.kind === "page" ? input.version : undefined;
  const path = version
    ? `/${project.id}/${version.path}`
    : input.kind === "page"
      ? publicPath(project.id, { kind: "page", ...input.page })
      : publicPath(project.id, { kind: "module", slug: input.module.slug });
  // The site's SEO title and description are written in its own language: a version in another says its own or its page's.
  const siteSeo = version ? { title: null, description: null } : { title: project.settings.seoTitle, description: project.settings.seoDescription };
  const title =
    input.kind === "page" ? input.page.seo.title || (input.page.isHome ? siteSeo.title || project.name : `${input.page.title} · ${project.name}`) : `${input.module.name} · ${project.name}`;
  const mainStart = bodyMarkup.indexOf('<main id="main">');
  const description =
    metaDescriptionFor(input.kind === "page" ? input.page.seo.description : undefined, siteSeo.description, mainStart === -1 ? bodyMarkup : bodyMarkup.slice(mainStart)) || project.name;
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
  ).replace("</head>", `${alternateLinks(origin, input.kind === "page" ? input.alternates : undefined)}</head>`);
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
