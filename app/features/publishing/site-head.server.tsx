import type { ProjectSettings } from "../../../db/schema";

export type SiteProject = { id: string; name: string; primaryColor: string; settings: ProjectSettings };

/** The generated letter icon of a site without a favicon of its own: its first letter on its colour. */
export function letterIconFor(project: SiteProject): string {
  const letter = Array.from(project.name.trim())[0]?.toUpperCase() ?? "P";
  const escaped = letter.replace(/[&<>"']/g, "");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${project.primaryColor}"/><text x="16" y="22" font-family="system-ui,sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="#fff">${escaped}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** JSON for a <script> element: `<` is escaped so no partner text can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

type SiteHeadProps = {
  title: string;
  description: string;
  /** The canonical address; a page that has none (the not-found page) is not indexed either. */
  url: string | null;
  siteName: string;
  icon: string;
  themeColor: string;
  css: string;
  indexable: boolean;
};

/** The head of every document of a published site: its own title, description, icon and CSS, no builder's. */
export function SiteHead({ title, description, url, siteName, icon, themeColor, css, indexable }: SiteHeadProps) {
  const jsonLd = url ? jsonForScript({ "@context": "https://schema.org", "@type": "WebPage", name: title, description, url }) : null;
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <meta name="description" content={description} />
      {url ? <link rel="canonical" href={url} /> : null}
      {indexable && url ? null : <meta name="robots" content="noindex" />}
      <meta name="theme-color" content={themeColor} />
      <link rel="icon" href={icon} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta property="og:site_name" content={siteName} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <style dangerouslySetInnerHTML={{ __html: css }} />
      {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} /> : null}
    </head>
  );
}
