// How a published site becomes plain files that work from any folder of any static host
// (docs/product.md#portability): every address of the site itself becomes a relative link to its
// file, images and fonts are copied beside the pages, and whatever only this installation can
// answer (the lead endpoint, messaging links) keeps its absolute address here. This is the one
// place that knows how published addresses map to files; when published links change shape,
// this and its test change with them.

const SITE_FILES = new Set(["sitemap.xml", "robots.txt", "favicon-32.png", "icon-192.png", "icon-512.png", "apple-touch-icon.png", "manifest.webmanifest", "404.html"]);
const MODULE_PATH = /^([a-z0-9][a-z0-9-]*)\/module$/;
const PAGE_PATH = /^[a-z0-9][a-z0-9-]*$/;
const MEDIA_PREFIX = "/media/";
const FONTS_PREFIX = "/site-fonts/";
const LEAD_TOKEN_FETCH = 'fetch("/api/lead-token")';

/** The file a published document becomes: the home page `index.html`, a page `<slug>.html`, a module `modules/<slug>.html`, site files under their own names. */
export function staticFileOf(documentPath: string): string {
  if (documentPath === "") return "index.html";
  if (SITE_FILES.has(documentPath)) return documentPath;
  const module = MODULE_PATH.exec(documentPath);
  if (module) return `modules/${module[1]}.html`;
  return `${documentPath}.html`;
}

export type SiteLinkContext = {
  projectId: string;
  /** This installation's origin, such as `https://pages.example.com`. */
  origin: string;
  /** The file in the archive the document becomes (staticFileOf). */
  file: string;
  /** Where the copy will be served, ending in `/`, for the addresses that must be absolute (canonical, og:url, og:image); without it they stay this installation's. */
  base?: string | undefined;
};

export type RewrittenDocument = { text: string; mediaKeys: Set<string>; fontFiles: Set<string> };

function splitSuffix(url: string): { path: string; suffix: string } {
  const at = url.search(/[?#]/);
  return at === -1 ? { path: url, suffix: "" } : { path: url.slice(0, at), suffix: url.slice(at) };
}

/** The file below the archive's root a root-relative address of this installation stands for, or null when only the installation can answer it. */
function archiveFileOf(path: string, projectId: string, found: RewrittenDocument): string | null {
  const lower = path.toLowerCase();
  const projectRoot = `/${projectId}`;
  if (lower === projectRoot || lower === `${projectRoot}/`) return "index.html";
  if (lower.startsWith(`${projectRoot}/`)) {
    const below = lower.slice(projectRoot.length + 1).replace(/\/$/, "");
    if (SITE_FILES.has(below) || MODULE_PATH.test(below) || PAGE_PATH.test(below)) return staticFileOf(below);
    return null;
  }
  if (path.startsWith(MEDIA_PREFIX) && !path.includes("..")) {
    found.mediaKeys.add(path.slice(MEDIA_PREFIX.length));
    return path.slice(1);
  }
  if (path.startsWith(FONTS_PREFIX) && !path.includes("..")) {
    found.fontFiles.add(path.slice(FONTS_PREFIX.length));
    return path.slice(1);
  }
  return null;
}

function relativeTo(fromFile: string, toFile: string): string {
  const depth = fromFile.split("/").length - 1;
  return "../".repeat(depth) + toFile;
}

/** One address as the static copy writes it. */
function rewriteUrl(url: string, context: SiteLinkContext, found: RewrittenDocument, absolute: boolean): string {
  let local = url;
  if (local.startsWith(`${context.origin}/`)) local = local.slice(context.origin.length);
  if (!local.startsWith("/") || local.startsWith("//")) return url;
  const { path, suffix } = splitSuffix(local);
  const file = archiveFileOf(path, context.projectId, found);
  if (file === null) return `${context.origin}${local}`;
  if (absolute) return context.base ? new URL(file, context.base).href + suffix : `${context.origin}${local}`;
  return relativeTo(context.file, file) + suffix;
}

function rewriteSrcset(value: string, context: SiteLinkContext, found: RewrittenDocument): string {
  return value
    .split(",")
    .map((candidate) => {
      const [url = "", ...descriptor] = candidate.trim().split(/\s+/);
      return [rewriteUrl(url, context, found, false), ...descriptor].join(" ");
    })
    .join(", ");
}

/**
 * A published HTML document with every link, image, stylesheet font and form rewritten for the
 * static copy, and the media keys and font files it needs. The canonical address, og:url and
 * og:image must be absolute: they use `base` when given, else this installation's addresses.
 */
export function relativeSiteLinks(html: string, context: SiteLinkContext): RewrittenDocument {
  const found: RewrittenDocument = { text: "", mediaKeys: new Set(), fontFiles: new Set() };
  let text = html.replace(/<[a-zA-Z][^>]*>/g, (tag) => {
    if (/^<(link|meta)\b/i.test(tag) && (/\srel="canonical"/i.test(tag) || /\sproperty="og:(url|image)"/i.test(tag))) {
      return tag.replace(/\s(href|content)="([^"]*)"/i, (_match, name: string, value: string) => ` ${name}="${rewriteUrl(value, context, found, true)}"`);
    }
    return tag.replace(/\s(href|src|action|poster|srcset|imagesrcset)="([^"]*)"/gi, (_match, name: string, value: string) => {
      const rewritten = name.toLowerCase().endsWith("srcset") ? rewriteSrcset(value, context, found) : rewriteUrl(value, context, found, false);
      return ` ${name}="${rewritten}"`;
    });
  });
  // Structured data names the page's address too, as absolute as the canonical link.
  text = text.replace(/(<script type="application\/ld\+json">)([\s\S]*?)(<\/script>)/g, (_match, open: string, json: string, close: string) => {
    const rewritten = json.replace(/"(https?:\/\/[^"\\]*)"/g, (whole, url: string) => (url.startsWith(`${context.origin}/`) ? JSON.stringify(rewriteUrl(url, context, found, true)) : whole));
    return open + rewritten + close;
  });
  // Fonts and background images in stylesheets and style attributes; the page's own text is left alone.
  const cssUrls = (css: string) => css.replace(/url\((['"]?)(\/[^)'"]*)\1\)/g, (_match, quote: string, value: string) => `url(${quote}${rewriteUrl(value, context, found, false)}${quote})`);
  text = text.replace(/(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g, (_match, open: string, css: string, close: string) => open + cssUrls(css) + close);
  text = text.replace(/<[a-zA-Z][^>]*\sstyle="[^"]*"[^>]*>/g, (tag) => tag.replace(/\sstyle="([^"]*)"/, (_match, css: string) => ` style="${cssUrls(css.replaceAll("&quot;", '"')).replaceAll('"', "&quot;")}"`));
  // The lead form's script asks this installation for its token, wherever the page is served.
  text = text.replaceAll(LEAD_TOKEN_FETCH, `fetch(${JSON.stringify(`${context.origin}/api/lead-token`)})`);
  return { ...found, text };
}

/** The sitemap with each page at its file below `base`, or as published without one. */
export function staticSitemap(xml: string, context: Omit<SiteLinkContext, "file">): string {
  const found: RewrittenDocument = { text: "", mediaKeys: new Set(), fontFiles: new Set() };
  return xml.replace(/<loc>([^<]*)<\/loc>/g, (_match, url: string) => `<loc>${rewriteUrl(url, { ...context, file: "sitemap.xml" }, found, true)}</loc>`);
}

/** robots.txt naming the sitemap below `base`, or as published without one. */
export function staticRobots(text: string, context: Omit<SiteLinkContext, "file">): string {
  if (!context.base) return text;
  return text.replace(/^Sitemap: .*$/m, `Sitemap: ${new URL("sitemap.xml", context.base).href}`);
}

/**
 * The web app manifest with its id, start, scope and icons relative to itself (a manifest's
 * addresses resolve against its own), so an installed copy stays inside the folder it is served
 * from. A quote in the partner's name is escaped (\"), so only the manifest's own strings match.
 */
export function staticManifest(json: string, projectId: string): string {
  // A project id is letters and digits (docs/product.md#route-parameters): nothing to escape.
  return json.replace(new RegExp(`(?<!\\\\)"/${projectId}(?=["/])/?`, "g"), '"./');
}
