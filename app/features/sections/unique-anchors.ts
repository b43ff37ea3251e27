import type { PageBlock } from "./page-layout";

/** Ids the published page's own frame uses, which no section anchor may take. */
const FRAME_IDS = ["main"];
const MAX_ANCHOR_LENGTH = 64;

type AnchoredSection = { hidden?: unknown; props: { anchor: string } & Record<string, unknown> };

function anchoredSection(raw: unknown): AnchoredSection | null {
  if (typeof raw !== "object" || raw === null || !("props" in raw)) return null;
  const { props } = raw;
  if (typeof props !== "object" || props === null || !("anchor" in props) || typeof props.anchor !== "string") return null;
  return raw as AnchoredSection;
}

function freeAnchor(anchor: string, taken: ReadonlySet<string>): string {
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${anchor.slice(0, MAX_ANCHOR_LENGTH - suffix.length)}${suffix}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/**
 * The blocks with every shown section's anchor unique on the page, so the published page never
 * holds two elements with one id (two Pricing sections, or a module shown twice, both #pricing):
 * the first keeps its anchor, so in-page links to it still land there; a later one gets
 * `pricing-2`, `pricing-3` (docs/product.md#section-content). Anchors differing only in case are
 * kept apart too, since readers of a link rarely see the difference.
 */
export function withUniqueAnchors<B extends PageBlock>(blocks: readonly B[]): B[] {
  const taken = new Set(FRAME_IDS);
  const unique = (raw: unknown): unknown => {
    const section = anchoredSection(raw);
    const anchor = section?.props.anchor.trim() ?? "";
    if (!section || section.hidden === true || anchor === "") return raw;
    const chosen = taken.has(anchor.toLowerCase()) ? freeAnchor(anchor, taken) : anchor;
    taken.add(chosen.toLowerCase());
    return chosen === section.props.anchor ? raw : { ...section, props: { ...section.props, anchor: chosen } };
  };
  return blocks.map((block) => {
    if (block.kind === "section") return { ...block, placed: { ...block.placed, section: unique(block.placed.section) } };
    return block.moduleSections ? { ...block, moduleSections: block.moduleSections.map(unique) } : block;
  });
}
