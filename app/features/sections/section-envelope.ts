import { z } from "zod";
import { itemIdSchema } from "./content-fields";

/** A section as stored in a page or module. */
export const storedSectionSchema = z.object({
  id: itemIdSchema,
  type: z.string().max(64),
  variant: z.string().max(64).default("default"),
  props: z.record(z.string(), z.unknown()).default({}),
  version: z.number().int().min(1).optional(),
  hidden: z.boolean().optional(),
});
