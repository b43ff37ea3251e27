import type { SectionDefinition } from "../define-section";
import { CATALOGUE_PROJECT } from "./catalogue-project";

/**
 * `texts` laid over `base`: objects field by field, lists item by item (as long as the texts'
 * list, so no item of the base is left over; ids, pictures and links come from the base).
 */
function overlay(base: unknown, texts: unknown): unknown {
  if (Array.isArray(texts)) return texts.map((item: unknown, index) => overlay(Array.isArray(base) ? base[index] : undefined, item));
  if (texts && typeof texts === "object") {
    const start = base && typeof base === "object" && !Array.isArray(base) ? (base as Record<string, unknown>) : {};
    return { ...start, ...Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, overlay(start[key], value)])) };
  }
  return texts;
}

/**
 * The catalogue's starting content of a type with other texts laid over it, as its schema reads
 * that: the pictures and links stay the server's own, so they load where the catalogue runs.
 */
export function defaultsWithTexts(definition: SectionDefinition, texts: unknown): Record<string, unknown> {
  return definition.schema.parse(overlay(definition.defaults(CATALOGUE_PROJECT), texts));
}
