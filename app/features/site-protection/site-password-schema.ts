import { z } from "zod";

export const SITE_PASSWORD_MIN = 4;
export const SITE_PASSWORD_MAX = 200;

/** '' protects the whole project; otherwise a page id. */
const target = z.string().max(64).regex(/^[A-Za-z0-9_-]*$/, "Choose the whole site or one of its pages.");

/** The protection panel's forms and the action that takes them (docs/product.md#password-protected-pages). */
export const sitePasswordIntentSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("set-password"),
    target,
    password: z
      .string()
      .refine((value) => value.trim().length > 0, "Enter a password.")
      .refine((value) => value.length >= SITE_PASSWORD_MIN, `Use at least ${SITE_PASSWORD_MIN} characters.`)
      .refine((value) => value.length <= SITE_PASSWORD_MAX, `Use at most ${SITE_PASSWORD_MAX} characters.`),
  }),
  z.object({ intent: z.literal("remove-password"), target }),
]);

export type SitePasswordIntent = z.infer<typeof sitePasswordIntentSchema>;
