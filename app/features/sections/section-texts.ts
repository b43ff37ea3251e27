import type { EditorField } from "./editor-fields";
import { SECTION_REGISTRY } from "./registry";
import { validateSection } from "./render-sections";

/**
 * The words of a section, apart from its layout: what a translator changes in another language of
 * the site (docs/decisions/0055-several-languages-share-a-pages-layout-and-keep-their-own-texts.md).
 * Keyed by a text path: a field's name, `cta.label` for a link's label, `image.alt` for a picture's
 * description, `items.<item id>.title` inside repeated items, so a moved item keeps its words.
 * A value is a string, or a rich text document.
 */
export type SectionTexts = Record<string, unknown>;

/** The words of a page in one language, by section id. */
export type PageTexts = Record<string, SectionTexts>;

type Props = Record<string, unknown>;

function isRecord(value: unknown): value is Props {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function fieldsOfType(type: string): readonly EditorField[] {
  return (SECTION_REGISTRY as Record<string, { fields: readonly EditorField[] } | undefined>)[type]?.fields ?? [];
}

// The anchor is an address (#pricing), not words: every language keeps the section's own.
const isWords = (field: EditorField) => field.name !== "anchor";

function collect(fields: readonly EditorField[], props: Props, prefix: string, into: SectionTexts): void {
  for (const field of fields.filter(isWords)) {
    const value = props[field.name];
    const path = `${prefix}${field.name}`;
    if (field.widget === "text" && typeof value === "string") into[path] = value;
    else if (field.widget === "rich-text" && value !== undefined) into[path] = value;
    else if (field.widget === "link" && isRecord(value) && typeof value.label === "string") into[`${path}.label`] = value.label;
    else if (field.widget === "image" && isRecord(value) && typeof value.alt === "string") into[`${path}.alt`] = value.alt;
    else if (field.widget === "items" && Array.isArray(value)) {
      for (const item of value) if (isRecord(item) && typeof item.id === "string") collect(field.fields, item, `${path}.${item.id}.`, into);
    }
  }
}

/** The words of one section as stored: a section of an unknown type, or a module reference, has none. */
export function textsOfSection(section: { type: string; props: Props }): SectionTexts {
  const texts: SectionTexts = {};
  collect(fieldsOfType(section.type), section.props, "", texts);
  return texts;
}

/** The words of every section of a page, by section id. */
export function textsOfSections(sections: readonly { id: string; type: string; props: Props }[]): PageTexts {
  const texts: PageTexts = {};
  for (const section of sections) {
    const words = textsOfSection(section);
    if (Object.keys(words).length > 0) texts[section.id] = words;
  }
  return texts;
}

/** The words of a page's stored sections as the editor shows them: upgraded to their current version, with their defaults filled in. */
export function pageTextsOfSections(sections: readonly unknown[]): PageTexts {
  return textsOfSections(
    sections.flatMap((section) => {
      const result = validateSection(section);
      return result.ok ? [result.section] : [];
    }),
  );
}

function overlay(fields: readonly EditorField[], props: Props, prefix: string, texts: SectionTexts): Props {
  const result: Props = { ...props };
  for (const field of fields.filter(isWords)) {
    const path = `${prefix}${field.name}`;
    const value = props[field.name];
    if ((field.widget === "text" || field.widget === "rich-text") && path in texts) result[field.name] = texts[path];
    else if (field.widget === "link" && isRecord(value) && `${path}.label` in texts) result[field.name] = { ...value, label: texts[`${path}.label`] };
    else if (field.widget === "image" && isRecord(value) && `${path}.alt` in texts) result[field.name] = { ...value, alt: texts[`${path}.alt`] };
    else if (field.widget === "items" && Array.isArray(value)) {
      result[field.name] = value.map((item: unknown) => (isRecord(item) && typeof item.id === "string" ? overlay(field.fields, item, `${path}.${item.id}.`, texts) : item));
    }
  }
  return result;
}

/**
 * A section with its words in another language laid over its own: the layout, pictures, links and
 * prices stay the section's; a text the language has no word for yet shows the section's own.
 */
export function withSectionTexts<Section extends { type: string; props: Props }>(section: Section, texts: SectionTexts | undefined): Section {
  if (!texts || Object.keys(texts).length === 0) return section;
  return { ...section, props: overlay(fieldsOfType(section.type), section.props, "", texts) };
}

/** A page's sections in one language: each with that language's words for it laid over. */
export function sectionsInLanguage<Section extends { id: string; type: string; props: Props }>(sections: readonly Section[], texts: PageTexts): Section[] {
  return sections.map((section) => withSectionTexts(section, texts[section.id]));
}

/**
 * The words a language keeps for a page, limited to the texts the page's sections have now: a
 * removed section or item, or a field a section no longer has, leaves nothing behind.
 */
export function textsForSections(sections: readonly { id: string; type: string; props: Props }[], texts: PageTexts): PageTexts {
  const kept: PageTexts = {};
  for (const section of sections) {
    const own = textsOfSection(section);
    const words = texts[section.id];
    if (!words) continue;
    const known = Object.fromEntries(Object.entries(words).filter(([path]) => path in own));
    if (Object.keys(known).length > 0) kept[section.id] = known;
  }
  return kept;
}
