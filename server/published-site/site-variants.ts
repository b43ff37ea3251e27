import { compressBody } from "../../app/features/publishing/compressed-body.server";
import type { ServedDocument } from "./published-site-cache";

/**
 * How a publication is shown: at its path-based address or on one of the project's domains, and
 * with canonical addresses on the primary domain once it is active (decision 0023).
 */
export type SiteVariant = { onDomain: boolean; canonicalOrigin: string | null };

type Documents = Map<string, ServedDocument>;

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Publications are rendered for `PUBLIC_URL/{projectId}/…`; this rewrites exactly what names that
 * address: the canonical, Open Graph and JSON-LD URL of a document (the one its canonical link
 * states), the sitemap's locations and robots.txt's sitemap line, and, on the domain, the internal
 * links that carry the `/{projectId}` prefix. Partner text is escaped in the markup, so it can never
 * form one of these attribute or JSON sequences.
 */
export function rewriteDocumentText(text: string, path: string, projectId: string, variant: SiteVariant): string {
  const id = escaped(projectId);
  let result = text;
  if (variant.canonicalOrigin) {
    const origin = variant.canonicalOrigin;
    if (path === "sitemap.xml") {
      result = result.replace(new RegExp(`<loc>[^<]*?/${id}(/[^<]*)?</loc>`, "g"), (_match, rest: string | undefined) => `<loc>${origin}${rest ?? "/"}</loc>`);
    } else if (path === "robots.txt") {
      result = result.replace(new RegExp(`^Sitemap: \\S*/${id}/sitemap\\.xml$`, "m"), `Sitemap: ${origin}/sitemap.xml`);
    } else {
      const canonical = new RegExp(`<link rel="canonical" href="([^"]*?/${id})(/[^"]*)?"/>`).exec(result);
      if (canonical?.[1]) {
        const stated = `${canonical[1]}${canonical[2] ?? ""}`;
        const moved = `${origin}${canonical[2] ?? "/"}`;
        result = result.replaceAll(`href="${stated}"`, `href="${moved}"`).replaceAll(`content="${stated}"`, `content="${moved}"`).replaceAll(`"url":"${stated}"`, `"url":"${moved}"`);
      }
    }
  }
  if (variant.onDomain) {
    result = result.replace(new RegExp(`href="/${id}(?=["/#?])/?`, "g"), 'href="/');
  }
  return result;
}

/** The documents of one variant: a document the rewrite leaves alone (images among them) is the same object. */
export async function deriveDocuments(documents: Documents, projectId: string, variant: SiteVariant): Promise<Documents> {
  const derived: Documents = new Map();
  await Promise.all(
    [...documents].map(async ([path, document]) => {
      if (document.bodyBr.length === 0) return void derived.set(path, document);
      const text = document.body.toString("utf8");
      const rewritten = rewriteDocumentText(text, path, projectId, variant);
      if (rewritten === text) return void derived.set(path, document);
      derived.set(path, { ...document, ...(await compressBody(rewritten)) });
    }),
  );
  return derived;
}

type Derivation = { ready: Documents | null; pending: Promise<Documents> };

// Variants of one publication: path-based and on the domain, for the current canonical origin
// and, briefly after the primary domain changes, the previous one.
const MAX_VARIANTS = 4;

/**
 * Derived documents, computed once per publication and variant and kept next to the documents
 * they come from: a new publication (new documents) drops them with it.
 */
export class SiteVariants {
  readonly #derived = new WeakMap<Documents, Map<string, Derivation>>();

  /** The documents of the variant when ready, or undefined (then `derive`). The plain path-based variant is the documents themselves. */
  peek(documents: Documents, variant: SiteVariant): Documents | undefined {
    if (!variant.onDomain && !variant.canonicalOrigin) return documents;
    return this.#derived.get(documents)?.get(keyOf(variant))?.ready ?? undefined;
  }

  derive(documents: Documents, projectId: string, variant: SiteVariant): Promise<Documents> {
    const key = keyOf(variant);
    let variants = this.#derived.get(documents);
    if (!variants) {
      variants = new Map();
      this.#derived.set(documents, variants);
    }
    const known = variants.get(key);
    if (known) return known.pending;
    if (variants.size >= MAX_VARIANTS) variants.clear();
    const derivation: Derivation = { ready: null, pending: deriveDocuments(documents, projectId, variant) };
    const kept = variants;
    derivation.pending.then(
      (derived) => void (derivation.ready = derived),
      () => kept.delete(key),
    );
    variants.set(key, derivation);
    return derivation.pending;
  }
}

function keyOf(variant: SiteVariant): string {
  return `${variant.onDomain ? "domain" : "path"} ${variant.canonicalOrigin ?? ""}`;
}
