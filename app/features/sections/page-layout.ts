import { moduleReferenceSchema, type ModuleReference } from "./module-reference";
import { SECTION_REGISTRY } from "./registry";
import { storedSectionSchema } from "./section-envelope";
import { isSectionType } from "./section-types";

/** A section with the heading level it is rendered at. */
export type PlacedSection<S = unknown> = { section: S; headingLevel: 1 | 2 };

/** One entry of a page's own list: a section, or a module reference with the module's sections (null when the module is gone). */
export type PageBlock<S = unknown> =
  | { kind: "section"; placed: PlacedSection<S> }
  | { kind: "module"; reference: ModuleReference; moduleSections: readonly S[] | null };

function leadsThePage(raw: unknown): boolean {
  const envelope = storedSectionSchema.safeParse(raw);
  return envelope.success && !envelope.data.hidden && isSectionType(envelope.data.type) && SECTION_REGISTRY[envelope.data.type].leadsPage;
}

/**
 * Lays a page out the one way the editor preview and publishing both render it: the first visible
 * section of the page's own list that leads a page (the hero) carries the h1, and every other
 * heading is an h2, including every heading inside a module, wherever the module stands
 * (docs/decisions/0008-module-references.md). A hidden module reference shows nothing; a module
 * list (no references) lays out with its own lead.
 */
export function layOutSections<S>(sections: readonly S[], modulesById: ReadonlyMap<string, readonly S[]> = new Map()): PageBlock<S>[] {
  const leadIndex = sections.findIndex(leadsThePage);
  return sections.flatMap((section, index): PageBlock<S>[] => {
    const reference = moduleReferenceSchema.safeParse(section);
    if (!reference.success) return [{ kind: "section", placed: { section, headingLevel: index === leadIndex ? 1 : 2 } }];
    if (reference.data.hidden) return [];
    return [{ kind: "module", reference: reference.data, moduleSections: modulesById.get(reference.data.props.moduleId) ?? null }];
  });
}

/** A module's sections as a page shows them: never the page's h1. */
export function placeModuleSections<S>(moduleSections: readonly S[]): PlacedSection<S>[] {
  return moduleSections.map((section) => ({ section, headingLevel: 2 }));
}

/**
 * The blocks as one list of sections, as published. Module sections keep their own ids, prefixed by
 * the reference's, so a module used twice on a page still has unique ids.
 */
export function flattenBlocks(blocks: readonly PageBlock[]): PlacedSection[] {
  return blocks.flatMap((block) => {
    if (block.kind === "section") return [block.placed];
    return placeModuleSections(block.moduleSections ?? []).map(({ section, headingLevel }) => ({
      section: section && typeof section === "object" && "id" in section && typeof section.id === "string" ? { ...section, id: `${block.reference.id}-${section.id}` } : section,
      headingLevel,
    }));
  });
}

function envelopeOf(raw: unknown) {
  const envelope = storedSectionSchema.safeParse(raw);
  return envelope.success ? envelope.data : null;
}

/** A block that shows only sections of the type: such a section, or a module of them (hidden sections show nothing wherever they stand, so they go along). */
function showsOnly(block: PageBlock, type: "header" | "footer"): boolean {
  if (block.kind === "section") {
    const envelope = envelopeOf(block.placed.section);
    return envelope !== null && (envelope.hidden === true || envelope.type === type);
  }
  const shown = (block.moduleSections ?? []).map(envelopeOf).filter((envelope) => !envelope?.hidden);
  return shown.length > 0 && shown.every((envelope) => envelope?.type === type);
}

/**
 * A page's blocks as its body holds them: the headers it starts with (and modules of headers)
 * before the main landmark, the footers it ends with after it (its contentinfo), everything else
 * inside. Blocks, not sections, so that a module stays in one place, as the editor shows it
 * (docs/product.md#publishing).
 */
export function splitPageLandmarks<B extends PageBlock>(blocks: readonly B[]): { before: B[]; main: B[]; after: B[] } {
  let headers = 0;
  while (headers < blocks.length && showsOnly(blocks[headers] as B, "header")) headers += 1;
  let end = blocks.length;
  while (end > headers && showsOnly(blocks[end - 1] as B, "footer")) end -= 1;
  return { before: blocks.slice(0, headers), main: blocks.slice(headers, end), after: blocks.slice(end) };
}

/** The key a block is rendered under: its section's or reference's id, unique within the page. */
export function blockKeys(blocks: readonly PageBlock[]): string[] {
  const seen = new Set<string>();
  return blocks.map((block, index) => {
    const id = block.kind === "module" ? block.reference.id : envelopeOf(block.placed.section)?.id;
    const key = id && !seen.has(id) ? id : `index-${index}`;
    seen.add(key);
    return key;
  });
}
