import { fontFilesOf, SITE_FONTS_PATH, typefacePairingOf } from "~/lib/site-typography";
import { siteIconLinks } from "~/lib/site-icon-links";
import type { SiteProject } from "./site-project";

/** JSON for a <script> element: `<` is escaped so no partner text can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/** An image shown when the page is shared: its absolute address and size. */
export type SocialImage = { url: string; width: number; height: number };

type SiteHeadProps = {
  title: string;
  description: string;
  /** The canonical address; a page that has none (the not-found page) is not indexed either. */
  url: string | null;
  project: SiteProject;
  css: string;
  indexable: boolean;
  socialImage?: SocialImage | null;
};

/** The head of every document of a published site: its own title, description, icon and CSS, no builder's. */
export function SiteHead({ title, description, url, project, css, indexable, socialImage = null }: SiteHeadProps) {
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
      {socialImage ? <meta property="og:image" content={socialImage.url} /> : null}
      {socialImage ? <meta property="og:image:width" content={String(socialImage.width)} /> : null}
      {socialImage ? <meta property="og:image:height" content={String(socialImage.height)} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {socialImage ? <meta name="twitter:image" content={socialImage.url} /> : null}
      {fontFilesOf(typefacePairingOf(project.settings.typography)).map((file) => (
        <link key={file} rel="preload" href={`${SITE_FONTS_PATH}${file}`} as="font" type="font/woff2" crossOrigin="anonymous" />
      ))}
      <style dangerouslySetInnerHTML={{ __html: css }} />
      {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} /> : null}
    </head>
  );
}
