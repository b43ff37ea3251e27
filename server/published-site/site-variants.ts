import { compressBody } from "../../app/features/publishing/compressed-body.server";
import type { ServedDocument } from "./published-site-cache";
import { CachedDocument, withBodies } from "./served-document";
import type { Documents } from "./site-documents";

/**
 * How a publication is shown: at its path-based address or on one of the project's domains, and
 * with canonical addresses on the primary domain once it is active (decision 0023).
 */
export type SiteVariant = { onDomain: boolean; canonicalOrigin: string | null };


function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Publications are rendered for `PUBLIC_URL/{projectId}/…`; this rewrites exactly what names that
 * address: the canonical, Open Graph and JSON-LD URL of a document (the one its canonical link
 * states) and its hreflang alternates, the sitemap's locations and alternates, robots.txt's sitemap
 * line, and, on the domain, the internal links that carry the `/{projectId}` prefix. Partner text is
 * escaped in the markup, so it can never form one of these attribute or JSON sequences.
 */
export function rewriteDocumentText(text: string, path: string, projectId: string, variant: SiteVariant): string {
  const id = escaped(projectId);
  let result = text;
  if (variant.canonicalOrigin) {
    const origin = variant.canonicalOrigin;
    if (path === "sitemap.xml") {
      result = result.replace(new RegExp(`<loc>[^<]*?/${id}(/[^<]*)?</loc>`, "g"), (_match, rest: string | undefined) => `<loc>${origin}${rest ?? "/"}</loc>`);
      // A page's versions in other languages (docs/product.md#several-languages) move with it.
      result = result.replace(new RegExp(`(<xhtml:link rel="alternate" hreflang="[^"]*" href=")[^"]*?/${id}(/[^"]*)?"`, "g"), (_match, start: string, rest: string | undefined) => `${start}${origin}${rest ?? "/"}"`);
    } else if (path === "robots.txt") {
      result = result.replace(new RegExp(`^Sitemap: \\S*/${id}/sitemap\\.xml$`, "m"), `Sitemap: ${origin}/sitemap.xml`);
    } else {
      const canonical = new RegExp(`<link rel="canonical" href="([^"]*?/${id})(/[^"]*)?"/>`).exec(result);
      if (canonical?.[1]) {
        const stated = `${canonical[1]}${canonical[2] ?? ""}`;
        const moved = `${origin}${canonical[2] ?? "/"}`;
        // The page's hreflang alternates name its versions at the same address as its canonical link.
        const alternate = new RegExp(`(<link rel="alternate" hreflang="[^"]*" href=")${escaped(canonical[1])}(/[^"]*)?"`, "g");
        result = result.replace(alternate, (_match, start: string, rest: string | undefined) => `${start}${origin}${rest ?? "/"}"`);
        result = result.replaceAll(`href="${stated}"`, `href="${moved}"`).replaceAll(`content="${stated}"`, `content="${moved}"`).replaceAll(`"url":"${stated}"`, `"url":"${moved}"`);
      }
    }
  }
  if (variant.onDomain) {
    result = result.replace(new RegExp(`href="/${id}(?=["/#?])/?`, "g"), 'href="/');
    // The manifest's id, start_url, scope and icons name the site's own paths.
    // A quote inside the partner's name is escaped (\"), so only the manifest's own strings match.
    if (path === "manifest.webmanifest") result = result.replace(new RegExp(`(?<!\\\\)"/${id}(?=["/])/?`, "g"), '"/');
  }
  return result;
}

type Derived = { ready: ServedDocument | null; pending: Promise<ServedDocument> };

// Variants of one publication: path-based and on the domain, for the current canonical origin
// and, briefly after the primary domain changes, the previous one.
const MAX_VARIANTS = 4;

/**
 * Documents of a variant, derived one by one at their first request and kept next to the
 * documents they come from, so a new publication (new documents) drops them with it; a request
 * waits only for the document it asks for (decision 0023).
 */
export class SiteVariants {
  readonly #derived = new WeakMap<Documents, Map<string, Map<string, Derived>>>();

  /** The variant's document at `path`: at once when known, a promise while it is derived, undefined when the publication has none. */
  documentOf(documents: Documents, projectId: string, path: string, variant: SiteVariant): ServedDocument | Promise<ServedDocument> | undefined {
    const original = documents.get(path);
    if (!original) return undefined;
    // A body not read yet is read first (decision 0046); a request waits only for the document it asks for.
    if (original instanceof CachedDocument && !original.loaded) return original.load().then(() => this.#variantOf(documents, projectId, path, variant, original));
    return this.#variantOf(documents, projectId, path, variant, original);
  }

  #variantOf(documents: Documents, projectId: string, path: string, variant: SiteVariant, original: ServedDocument): ServedDocument | Promise<ServedDocument> {
    // Images are never rewritten; nor is anything in the plain path-based variant.
    if (original.bodyBr.length === 0 || (!variant.onDomain && !variant.canonicalOrigin)) return original;
    let variants = this.#derived.get(documents);
    if (!variants) {
      variants = new Map();
      this.#derived.set(documents, variants);
    }
    const key = keyOf(variant);
    let derived = variants.get(key);
    if (!derived) {
      if (variants.size >= MAX_VARIANTS) variants.clear();
      derived = new Map();
      variants.set(key, derived);
    }
    const known = derived.get(path);
    if (known) return known.ready ?? known.pending;
    const text = original.body.toString("utf8");
    const rewritten = rewriteDocumentText(text, path, projectId, variant);
    if (rewritten === text) {
      derived.set(path, { ready: original, pending: Promise.resolve(original) });
      return original;
    }
    const entry: Derived = { ready: null, pending: compressBody(rewritten).then((compressed) => withBodies(original, compressed)) };
    const kept = derived;
    entry.pending.then(
      (document) => void (entry.ready = document),
      () => kept.delete(path),
    );
    derived.set(path, entry);
    return entry.pending;
  }
}

const keys = new WeakMap<SiteVariant, string>();

/** The variant's key, made once per variant object (the fast path hands the same object for the same origin). */
function keyOf(variant: SiteVariant): string {
  let key = keys.get(variant);
  if (key === undefined) {
    key = `${variant.onDomain ? "domain" : "path"} ${variant.canonicalOrigin ?? ""}`;
    keys.set(variant, key);
  }
  return key;
}
