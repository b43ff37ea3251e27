import { fontFilesOf, SITE_FONTS_PATH, typefacePairingOf } from "~/lib/site-typography";
import { siteIconLinks } from "~/lib/site-icon-links";
import type { SiteProject } from "./site-project";

/** JSON for a <script> element: `<` is escaped so no partner text can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

type SiteHeadProps = {
  title: string;
  description: string;
  /** The canonical address; a page that has none (the not-found page) is not indexed either. */
  url: string | null;
  project: SiteProject;
  css: string;
  indexable: boolean;
};

/** The head of every document of a published site: its own title, description, icon and CSS, no builder's. */
export function SiteHead({ title, description, url, project, css, indexable }: SiteHeadProps) {
  const jsonLd = url ? jsonForScript({ "@context": "https://schema.org", "@type": "WebPage", name: title, description, url }) : null;
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <meta name="description" content={description} />
      {url ? <link rel="canonical" href={url} /> : null}
      {indexable && url ? null : <meta name="robots" content="noindex" />}
      <meta name="theme-color" content={project.primaryColor} />
      {siteIconLinks(project, Boolean(project.settings.faviconAssetId)).map((link) => (
        <link key={link.href} {...link} />
      ))}
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta property="og:site_name" content={project.name} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {fontFilesOf(typefacePairingOf(project.settings.typography)).map((file) => (
        <link key={file} rel="preload" href={`${SITE_FONTS_PATH}${file}`} as="font" type="font/woff2" crossOrigin="anonymous" />
      ))}
      <style dangerouslySetInnerHTML={{ __html: css }} />
      {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} /> : null}
    </head>
  );
}
