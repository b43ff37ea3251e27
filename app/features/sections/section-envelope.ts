import { z } from "zod";
import type { StoredSection } from "../../../db/stored-values";
import { ITEM_ID_PATTERN } from "./content-fields";
import { isSiteLanguageTag } from "~/lib/site-languages";

/**
 * A section's id. The editor and new projects make 12 letters and digits (newSectionId), and
 * saving has always run the renderer's check of this pattern, so every stored id fits it.
 */
export const sectionIdSchema = z
  .string({ error: "Every section needs an id." })
  .min(1, "Every section needs an id.")
  .regex(ITEM_ID_PATTERN, "Section ids are 1–64 letters, digits, - or _.");

/**
 * The envelope of a section in a page or module, complete, as every writer sends it (the editor,
 * new projects) and as the save action requires it; the section's own schema checks `props`.
 * Its output is the database's StoredSection type (checked both ways in section-envelope.test.ts),
 * which is declared in db/stored-values.ts because the database layer may import nothing of the app.
 */
export const sectionEnvelopeSchema = z.object({
  id: sectionIdSchema,
  type: z.string({ error: "Every section needs a type." }).min(1, "Every section needs a type.").max(64),
  variant: z.string().max(64),
  props: z.record(z.string(), z.unknown()),
  version: z.number().int().min(1).optional(),
  hidden: z.boolean().optional(),
  /** The language of the section's words when not its page's (a listed BCP 47 tag). */
  language: z.string().max(20).refine(isSiteLanguageTag, "Choose one of the listed languages.").optional(),
}) satisfies z.ZodType<StoredSection>;

/**
 * The same envelope as the renderer, the editor and publishing read it: a section without a
 * variant or props renders with the default design and content instead of not at all.
 */
export const storedSectionSchema = sectionEnvelopeSchema.extend({
  variant: sectionEnvelopeSchema.shape.variant.default("default"),
  props: sectionEnvelopeSchema.shape.props.default({}),
}) satisfies z.ZodType<StoredSection>;
