import { z } from "zod";
import { isSiteLanguageTag } from "~/lib/site-languages";
import { blankToUndefined, name, optionalText, slug, version } from "./schema";

const MAX_TEXTS_BYTES = 400_000;

const languageTag = z.string({ error: "Choose one of the listed languages." }).trim().max(20, "Choose one of the listed languages.").refine(isSiteLanguageTag, "Choose one of the listed languages.");

/** The settings' languages card posts these, each with the settings version (docs/product.md#several-languages). */
export const ADD_LANGUAGE_INTENT = "add-language";
export const SET_LANGUAGE_PUBLISHED_INTENT = "set-language-published";
export const REMOVE_LANGUAGE_INTENT = "remove-language";
export const LANGUAGE_INTENTS: ReadonlySet<string> = new Set([ADD_LANGUAGE_INTENT, SET_LANGUAGE_PUBLISHED_INTENT, REMOVE_LANGUAGE_INTENT]);

/** Adding a language to a site, or removing one (docs/product.md#several-languages). */
export const siteLanguageSchema = z.object({ language: languageTag, version });

/** Serving an added language's pages to visitors, or no longer. */
export const siteLanguagePublishedSchema = z.object({
  language: languageTag,
  published: z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean()),
  version,
});

function parsedJson(value: unknown): unknown {
  if (typeof value !== "string") return value;
  if (value.length > MAX_TEXTS_BYTES) return null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/**
 * A page's version in one added language: its own address, title, SEO texts and words, by
 * section id and text path (app/features/sections/section-texts.ts). What is left out stays.
 */
export const pageLocalizationSchema = z.object({
  language: languageTag,
  version,
  title: z.preprocess(blankToUndefined, name("page title").optional()),
  slug: z.preprocess(blankToUndefined, slug.optional()),
  seoTitle: optionalText("The SEO title", 70),
  seoDescription: optionalText("The SEO description", 300),
  texts: z.preprocess(parsedJson, z.record(z.string().max(64), z.record(z.string().max(300), z.unknown()), { error: "Send the texts by section and field." })).optional(),
});
