import { z } from "zod";
import { NAME_MAX_LENGTH } from "~/lib/name-limits";

/** How long a saved template's description may be (docs/product.md#templates). */
export const SAVED_TEMPLATE_DESCRIPTION_MAX_LENGTH = 200;
/** How many templates one partner may keep: each holds a copy of its project's images. */
export const SAVED_TEMPLATES_PER_PARTNER = 20;

/** The "Save as template" form and its action. */
export const saveTemplateSchema = z.object({
  name: z.string("Enter a name.").trim().min(1, "Enter a name.").max(NAME_MAX_LENGTH, `At most ${NAME_MAX_LENGTH} characters.`),
  description: z
    .string()
    .trim()
    .max(SAVED_TEMPLATE_DESCRIPTION_MAX_LENGTH, `At most ${SAVED_TEMPLATE_DESCRIPTION_MAX_LENGTH} characters.`)
    .default(""),
});

/** Saved templates' ids start with `saved-`, so the gallery's choices never mix them up with the built-in ones. */
export const SAVED_TEMPLATE_ID_PATTERN = /^saved-[A-Za-z0-9]{16}$/;

export function isSavedTemplateId(value: string): boolean {
  return SAVED_TEMPLATE_ID_PATTERN.test(value);
}
