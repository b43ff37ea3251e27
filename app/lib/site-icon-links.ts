/** What a site's icons and manifest are made from: its project's id, name and primary colour. */
export type SiteIconProject = { id: string; name: string; primaryColor: string };

export type SiteIconLink = { rel: "icon" | "apple-touch-icon" | "manifest"; href: string; sizes?: string; type?: string };

/** The site's first letter on its primary colour, as SVG; the icon of a site without a favicon of its own. */
export function letterIconSvg(project: SiteIconProject, cornerRadius: number): string {
  const letter = Array.from(project.name.trim())[0]?.toUpperCase() ?? "P";
  const escaped = letter.replace(/[&<>"']/g, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="${cornerRadius}" fill="${project.primaryColor}"/><text x="16" y="22" font-family="system-ui,sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="#fff">${escaped}</text></svg>`;
}

/** The generated letter icon of a site without a favicon of its own: its first letter on its colour. */
export function letterIconFor(project: SiteIconProject): string {
  return `data:image/svg+xml,${encodeURIComponent(letterIconSvg(project, 7))}`;
}

/**
 * The `<link>`s of a site's icons and web app manifest (docs/product.md#publishing). A site with
 * its own favicon points at its PNG sizes; one without keeps the letter icon inline (the browser
 * draws its letter with the visitor's fonts) and has PNG sizes of it for home screens.
 */
export function siteIconLinks(project: SiteIconProject, hasOwnFavicon: boolean): SiteIconLink[] {
  const file = (path: string) => `/${project.id}/${path}`;
  return [
    hasOwnFavicon ? { rel: "icon", href: file("favicon-32.png"), sizes: "32x32", type: "image/png" } : { rel: "icon", href: letterIconFor(project), type: "image/svg+xml" },
    { rel: "icon", href: file("icon-192.png"), sizes: "192x192", type: "image/png" },
    { rel: "apple-touch-icon", href: file("apple-touch-icon.png") },
    { rel: "manifest", href: file(SITE_MANIFEST_PATH) },
  ];
}

/** Where a publication keeps its web app manifest, below the project. */
export const SITE_MANIFEST_PATH = "manifest.webmanifest";
export const SITE_MANIFEST_CONTENT_TYPE = "application/manifest+json";

// Launchers show about 12 characters under an icon; a longer name is cut on a word boundary when it can be.
const SHORT_NAME_LENGTH = 12;

function shortNameOf(name: string): string {
  const characters = Array.from(name.trim());
  if (characters.length <= SHORT_NAME_LENGTH) return characters.join("");
  const cut = characters.slice(0, SHORT_NAME_LENGTH + 1).join("");
  const lastSpace = cut.lastIndexOf(" ");
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : characters.slice(0, SHORT_NAME_LENGTH).join("")).trim();
}

/**
 * The site's web app manifest: its name, its home page as start (inside a scope of its own
 * project, so an installed site never wanders into another), its primary colour and its 192 and
 * 512 px icons (from the favicon, or the letter icon without one).
 */
export function siteManifest(project: SiteIconProject): string {
  const base = `/${project.id}/`;
  return JSON.stringify({
    id: base,
    name: project.name,
    short_name: shortNameOf(project.name),
    start_url: base,
    scope: base,
    display: "standalone",
    theme_color: project.primaryColor,
    background_color: "#ffffff",
    icons: [
      { src: `${base}icon-192.png`, sizes: "192x192", type: "image/png", purpose: "any" },
      { src: `${base}icon-512.png`, sizes: "512x512", type: "image/png", purpose: "any" },
    ],
  });
}
