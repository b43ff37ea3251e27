import { z } from "zod";
import type { ProjectSettings } from "../../../db/stored-values";
import { DEFAULT_TYPEFACE_PAIRING } from "~/lib/site-typography";
import { DEFAULT_SITE_LANGUAGE, siteLanguageOf } from "~/lib/site-languages";

/** Settings as the app uses them: every field there, whenever the row was written. */
export type CompleteProjectSettings = Required<ProjectSettings>;

// Settings are one JSON value; fields added later are absent from older rows and read as empty.
const addedLater = z.object({
  socialLinks: z.array(z.string()).catch([]),
  contactEmail: z.string().nullable().catch(null),
  contactPhone: z.string().nullable().catch(null),
  contactAddress: z.string().nullable().catch(null),
  typography: z.string().catch(DEFAULT_TYPEFACE_PAIRING),
  isPrimaryExact: z.boolean().catch(false),
  language: z
    .string()
    .transform((tag) => siteLanguageOf(tag).tag)
    .catch(DEFAULT_SITE_LANGUAGE),
  visitorTexts: z.record(z.string(), z.string()).catch({}),
  languages: z.array(z.object({ tag: z.string(), published: z.boolean() })).catch([]),
});

/** A project's stored settings with the fields added since it was written filled in. */
export function readProjectSettings(stored: ProjectSettings): CompleteProjectSettings {
  return { ...stored, ...addedLater.parse(stored) };
}
