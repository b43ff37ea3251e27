import { IntlMessageFormat } from "intl-messageformat";
import { AppError } from "~/lib/app-error";
import { TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { ENGLISH_VISITOR_TEXTS, type VisitorTextCatalogue, type VisitorTextId } from "./visitor-text-catalogue";
import { ARABIC_VISITOR_TEXTS } from "./translations/arabic";
import { DUTCH_VISITOR_TEXTS } from "./translations/dutch";
import { FRENCH_VISITOR_TEXTS } from "./translations/french";
import { GERMAN_VISITOR_TEXTS } from "./translations/german";
import { HEBREW_VISITOR_TEXTS } from "./translations/hebrew";
import { ITALIAN_VISITOR_TEXTS } from "./translations/italian";
import { POLISH_VISITOR_TEXTS } from "./translations/polish";
import { PORTUGUESE_VISITOR_TEXTS } from "./translations/portuguese";
import { SPANISH_VISITOR_TEXTS } from "./translations/spanish";

/** The languages the product writes its visitor texts in, by primary language subtag. */
const CATALOGUES: Readonly<Record<string, VisitorTextCatalogue>> = {
  en: ENGLISH_VISITOR_TEXTS,
  fr: FRENCH_VISITOR_TEXTS,
  de: GERMAN_VISITOR_TEXTS,
  es: SPANISH_VISITOR_TEXTS,
  it: ITALIAN_VISITOR_TEXTS,
  pt: PORTUGUESE_VISITOR_TEXTS,
  nl: DUTCH_VISITOR_TEXTS,
  pl: POLISH_VISITOR_TEXTS,
  ar: ARABIC_VISITOR_TEXTS,
  he: HEBREW_VISITOR_TEXTS,
};

export const TRANSLATED_LANGUAGES = Object.keys(CATALOGUES);

/** A partner's own wording for some texts of one site (docs/product.md#texts-visitors-read). */
export type VisitorTextOverrides = Partial<Record<VisitorTextId, string>>;
export type VisitorTextValues = Readonly<Record<string, string | number>>;

/** The texts of one site: its language's, or the partner's own where they changed one. */
export type VisitorTexts = {
  /** The site's BCP 47 tag: numbers, plurals and prices follow it. */
  language: string;
  text: (id: VisitorTextId, values?: VisitorTextValues) => string;
};

export const VISITOR_TEXT_MAX_LENGTH = 500;

/** The catalogue a site's texts come from: its language's, else English (a partner may still word each text). */
function catalogueOf(language: string): VisitorTextCatalogue {
  return CATALOGUES[language.split("-")[0]?.toLowerCase() ?? ""] ?? ENGLISH_VISITOR_TEXTS;
}

/** Whether the product has texts of its own in `language` other than English. */
export function isTranslatedLanguage(language: string): boolean {
  return catalogueOf(language) !== ENGLISH_VISITOR_TEXTS;
}

/** What the product says for `id` on a site in `language` when the partner has not changed it. */
export function defaultVisitorText(id: VisitorTextId, language: string): string {
  return catalogueOf(language)[id];
}

// Parsing a message costs far more than formatting it; the same few hundred are used over and over.
const compiled = new Map<string, IntlMessageFormat>();

function compile(source: string, language: string): IntlMessageFormat {
  const key = `${language}\u0000${source}`;
  let format = compiled.get(key);
  if (!format) {
    format = new IntlMessageFormat(source, language, undefined, { ignoreTag: true });
    if (compiled.size > 5000) compiled.clear();
    compiled.set(key, format);
  }
  return format;
}

export function visitorTextsFor(language: string, overrides: VisitorTextOverrides = {}): VisitorTexts {
  const catalogue = catalogueOf(language);
  return {
    language,
    text(id, values) {
      const own = overrides[id];
      // A stored wording that no longer formats (it was checked when saved) falls back to the product's.
      if (own) {
        try {
          return String(compile(own, language).format(values));
        } catch {
          // fall through
        }
      }
      return String(compile(catalogue[id], language).format(values));
    },
  };
}

/**
 * A site's texts from its settings as stored (absent fields read as English, no changes), on a
 * page in `pageLanguage` when it has one: the partner's wording is in the site's language, so a
 * page in another language says that language's texts.
 */
export function visitorTextsOfSite(settings: { language?: string; visitorTexts?: VisitorTextOverrides }, pageLanguage?: string): VisitorTexts {
  const siteLanguage = settings.language ?? "en";
  const language = pageLanguage ?? siteLanguage;
  return visitorTextsFor(language, catalogueOf(language) === catalogueOf(siteLanguage) ? (settings.visitorTexts ?? {}) : {});
}

export function isVisitorTextId(id: string): id is VisitorTextId {
  return Object.hasOwn(ENGLISH_VISITOR_TEXTS, id);
}

function argumentsOf(elements: readonly MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      names.add(element.value);
      for (const option of Object.values(element.options)) argumentsOf(option.value, names);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, names);
  }
  return names;
}

/** The placeholders a text may use, such as {site} or {count}. */
export function visitorTextPlaceholders(id: VisitorTextId): string[] {
  return [...argumentsOf(compile(ENGLISH_VISITOR_TEXTS[id], "en").getAst())];
}

/** Why a partner's wording for `id` cannot be saved, or null when it can. */
export function visitorTextProblem(id: VisitorTextId, source: string): string | null {
  if (source.length > VISITOR_TEXT_MAX_LENGTH) return `A text can be at most ${VISITOR_TEXT_MAX_LENGTH} characters.`;
  let format: IntlMessageFormat;
  try {
    format = new IntlMessageFormat(source, "en", undefined, { ignoreTag: true });
  } catch {
    return "Check the braces: a placeholder is written {name}, and a brace shown as such is written '{'.";
  }
  const allowed = visitorTextPlaceholders(id);
  const unknown = [...argumentsOf(format.getAst())].filter((name) => !allowed.includes(name));
  if (unknown.length > 0) {
    return allowed.length > 0 ? `This text can only use ${allowed.map((name) => `{${name}}`).join(", ")}, not {${unknown[0]}}.` : `This text has no placeholders to use, not {${unknown[0]}}.`;
  }
  return null;
}


/** The settings form names each text's field so (and the API would take the same keys). */
export function visitorTextFieldName(id: VisitorTextId): string {
  return `visitorTexts.${id}`;
}

/**
 * A partner's wording as it is stored: empty texts dropped (the language's is used), each one
 * checked; any problem refuses the whole save with a message beside the text's field.
 */
export function checkedVisitorTextOverrides(input: Readonly<Record<string, string>>): VisitorTextOverrides {
  const overrides: VisitorTextOverrides = {};
  const fieldErrors: Record<string, string> = {};
  for (const [id, text] of Object.entries(input)) {
    if (!isVisitorTextId(id)) {
      fieldErrors.visitorTexts ??= `There is no visitor text called “${id.slice(0, 60)}”.`;
      continue;
    }
    const trimmed = text.trim();
    if (trimmed === "") continue;
    const problem = visitorTextProblem(id, trimmed);
    if (problem) fieldErrors[visitorTextFieldName(id)] = problem;
    else overrides[id] = trimmed;
  }
  const problems = Object.values(fieldErrors);
  if (problems.length > 0) throw new AppError("INVALID", problems.length === 1 ? (problems[0] ?? "") : `${problems.length} texts visitors read need a look: ${problems[0]}`, { fieldErrors });
  return overrides;
}
