import { z } from "zod";
import { sectionIdSchema } from "./section-envelope";

/**
 * A page can show a module in place of a section: `{id, type: "module-reference", variant:
 * "default", props: {moduleId}}` (docs/decisions/0008-module-references.md). Modules cannot hold
 * references, so a module never contains itself.
 */
export const MODULE_REFERENCE_TYPE = "module-reference";

export const moduleReferenceSchema = z.object({
  id: sectionIdSchema,
  type: z.literal(MODULE_REFERENCE_TYPE),
  variant: z.literal("default").default("default"),
  props: z.strictObject({ moduleId: z.string().min(1, "Choose a module.").max(64) }),
  hidden: z.boolean().optional(),
});

export type ModuleReference = z.output<typeof moduleReferenceSchema>;
