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

function isOfType(section: unknown, type: string): boolean | "hidden" {
  const parsed = storedSectionSchema.safeParse(section);
  if (!parsed.success) return false;
  return parsed.data.hidden ? "hidden" : parsed.data.type === type;
}

/** How many sections from the start of the list are of the type (hidden ones, which render nothing, go along). */
function leadingCount(sections: readonly PlacedSection[], type: string): number {
  let count = 0;
  while (count < sections.length && isOfType(sections[count]?.section, type) !== false) count += 1;
  return count;
}

/**
 * A published page's landmarks: the headers it starts with go before its `main` (the page's
 * banner) and the footers it ends with after it (its contentinfo), as screen readers expect.
 */
export function splitPageLandmarks(sections: readonly PlacedSection[]): { before: PlacedSection[]; main: PlacedSection[]; after: PlacedSection[] } {
  const headers = leadingCount(sections, "header");
  const rest = sections.slice(headers);
  const footers = leadingCount([...rest].reverse(), "footer");
  return { before: sections.slice(0, headers), main: rest.slice(0, rest.length - footers), after: rest.slice(rest.length - footers) };
}
