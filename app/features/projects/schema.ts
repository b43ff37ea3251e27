import { isTypefacePairingId } from "~/lib/site-typography";
import { isSiteLanguageTag } from "~/lib/site-languages";
import { z } from "zod";
import { sectionEnvelopeSchema } from "~/features/sections/section-envelope";
import { isValidEmail } from "~/lib/email";
import { MAX_URL_LENGTH } from "~/lib/safe-url";
import { NAME_MAX_LENGTH } from "~/lib/name-limits";
import { normalizeProjectId, PROJECT_ID_MAX_LENGTH, projectIdFormatProblem } from "~/lib/project-id";
import { normalizeSlug, slugFormatProblem } from "~/lib/slug";
import { normalizeRedirectPath, normalizeRedirectTarget, redirectFromProblem, redirectTargetProblem } from "~/lib/site-rules";

// Forms send every field as a string, and an empty field as "": both mean "not given".
export const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

export const DEFAULT_PRIMARY_COLOR = "#1d4ed8";
export const MAX_SECTIONS = 200;
export const MAX_SOCIAL_LINKS = 10;
// The contact section and the footer show these whole, so the limits are theirs.
export const CONTACT_PHONE_MAX_LENGTH = 40;
export const CONTACT_ADDRESS_MAX_LENGTH = 200;
/** Record ids (pages, modules, assets) are generated much shorter; anything longer names nothing. */
const RECORD_ID_MAX_LENGTH = 64;

export const name = (what: string) =>
  z
    .string({ error: `Enter a ${what}.` })
    .trim()
    .min(1, `Enter a ${what}.`)
    .max(NAME_MAX_LENGTH, `A ${what} can be at most ${NAME_MAX_LENGTH} characters.`);

export const projectIdField = z
  .string({ error: "Enter a project id." })
  .trim()
  .check((ctx) => {
    const problem = projectIdFormatProblem(ctx.value);
    if (problem) ctx.issues.push({ code: "custom", message: problem, input: ctx.value });
  })
  .transform(normalizeProjectId);

export const slug = z
  .string({ error: "Enter a slug." })
  .trim()
  .check((ctx) => {
    const problem = slugFormatProblem(ctx.value);
    if (problem) ctx.issues.push({ code: "custom", message: problem, input: ctx.value });
  })
  .transform(normalizeSlug);

const hexColor = z
  .string({ error: "Enter a colour." })
  .trim()
  .regex(/^#?([0-9a-f]{3}|[0-9a-f]{6})$/i, "Enter the colour as a hex value such as #1d4ed8.")
  .transform((value) => {
    const hex = value.replace("#", "").toLowerCase();
    return `#${hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex}`;
  });

export const version = z.coerce
  .number({ error: "The version of what you edited is missing. Reload and try again." })
  .int("The version must be a whole number.")
  .min(1, "The version must be a whole number from 1.");

export const optionalText = (what: string, max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, `${what} can be at most ${max} characters.`).optional());

/** An email address that may be left empty (then absent). */
const optionalEmail = () =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(254, "An email address can be at most 254 characters.")
      .refine(isValidEmail, "Enter a valid email address, such as name@example.com.")
      .optional(),
  );

/** A list of section envelopes; the section library validates each type's content. */
const sections = z.preprocess(
  (value) => (typeof value === "string" ? safeJsonParse(value) : value),
  z
    .array(sectionEnvelopeSchema, { error: "The sections must be a list." })
    .max(MAX_SECTIONS, `A page can have at most ${MAX_SECTIONS} sections.`)
    .refine((list) => new Set(list.map((section) => section.id)).size === list.length, "Two sections have the same id."),
);

function safeJsonParse(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

export const projectCreateSchema = z.object({
  name: name("project name"),
  id: z.preprocess(blankToUndefined, projectIdField.optional()),
  primaryColor: z.preprocess(blankToUndefined, hexColor.default(DEFAULT_PRIMARY_COLOR)),
  start: z.enum(["blank", "starter"], { error: "Choose a starting point: blank or starter." }).default("blank"),
  language: z.preprocess(blankToUndefined, z.string().max(20, "Choose one of the listed languages.").refine(isSiteLanguageTag, "Choose one of the listed languages.").optional()),
});

export const projectIdCheckSchema = z.object({ id: projectIdField });


export const projectSettingsSchema = z.object({
  name: name("project name"),
  primaryColor: hexColor,
  homePageId: z.string({ error: "Choose a home page." }).min(1, "Choose a home page.").max(RECORD_ID_MAX_LENGTH, "Choose a home page."),
  seoTitle: optionalText("The default SEO title", 70),
  seoDescription: optionalText("The default SEO description", 300),
  typography: z.string().refine(isTypefacePairingId, "Choose one of the listed typefaces.").optional(),
  language: z.string().max(20, "Choose one of the listed languages.").refine(isSiteLanguageTag, "Choose one of the listed languages.").optional(),
  // The partner's wording of the product's visitor texts by id; absent keeps the stored wording (each text is checked by the use case).
  visitorTexts: z.record(z.string().max(40), z.string(), { error: "Send the texts visitors read by their names." }).optional(),
  // A switch: "on" when the partner keeps the exact primary colour, absent otherwise.
  isPrimaryExact: z.preprocess((value) => value === true || value === "on", z.boolean()).optional(),
  // Absent keeps the stored favicon; empty chooses the generated letter icon again.
  faviconAssetId: z.string().trim().max(64, "Choose one of this project's images.").optional(),
  leadNotificationEmail: optionalEmail(),
  contactEmail: optionalEmail(),
  contactPhone: optionalText("The phone number", CONTACT_PHONE_MAX_LENGTH),
  contactAddress: optionalText("The address", CONTACT_ADDRESS_MAX_LENGTH),
  // The settings form sends one address per line; the use case takes a list.
  socialLinks: z.preprocess(
    (value) => (typeof value === "string" ? value.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "") : value),
    z
      .array(z.url({ protocol: /^https?$/, error: "Each social link must be a full http(s) address." }).max(MAX_URL_LENGTH, `A social link can be at most ${MAX_URL_LENGTH} characters.`))
      .max(MAX_SOCIAL_LINKS, `At most ${MAX_SOCIAL_LINKS} social links.`)
      .optional(),
  ),
  version,
});

export const projectDeleteSchema = z.object({
  confirmId: z.string({ error: "Type the project id to confirm." }).trim().min(1, "Type the project id to confirm.").max(PROJECT_ID_MAX_LENGTH, "Type the project id to confirm."),
});

export const projectListSchema = z.object({
  search: z.preprocess(blankToUndefined, z.string().trim().max(NAME_MAX_LENGTH).optional()),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

export const pageCreateSchema = z.object({ title: name("page title"), slug });
export const pageDuplicateSchema = z.object({ title: name("page title"), slug });

export const pageRenameSchema = z
  .object({
    title: z.preprocess(blankToUndefined, name("page title").optional()),
    slug: z.preprocess(blankToUndefined, slug.optional()),
    version,
    // The rename dialog's checkbox (docs/product.md#redirects): ticked, a new slug leaves a 301 behind at the old path.
    redirectOldPath: z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean()).optional(),
  })
  .refine((input) => input.title !== undefined || input.slug !== undefined, "Enter a new title or slug.");

export const pageReorderSchema = z.object({
  pageIds: z
    .array(z.string().min(1).max(RECORD_ID_MAX_LENGTH), { error: "Send the pages in their new order." })
    .min(1, "Send the pages in their new order.")
    .refine((ids) => new Set(ids).size === ids.length, "A page appears twice in the new order."),
});

export const homePageSchema = z.object({ pageId: z.string({ error: "Choose a page." }).min(1, "Choose a page.").max(RECORD_ID_MAX_LENGTH, "Choose a page.") });

export const pageContentSchema = z.object({
  sections,
  version,
  seo: z
    .object({
      title: optionalText("The SEO title", 70),
      description: optionalText("The SEO description", 300),
    })
    .optional(),
});

/** A page's settings dialog (docs/product.md#page-settings): its SEO texts, its social image and whether search engines may list it. */
export const pageSettingsSchema = z.object({
  seoTitle: optionalText("The SEO title", 70),
  seoDescription: optionalText("The SEO description", 300),
  // A checkbox: present ("on") when ticked, absent otherwise.
  noindex: z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean()).optional(),
  socialImageAssetId: z.preprocess(blankToUndefined, z.string().trim().max(RECORD_ID_MAX_LENGTH, "Choose one of this project's images.").optional()),
  // Empty: the site's language.
  language: z.preprocess(blankToUndefined, z.string().max(20, "Choose one of the listed languages.").refine(isSiteLanguageTag, "Choose one of the listed languages.").optional()),
  version,
});

const checkedText = (missing: string, normalize: (value: string) => string, problemOf: (value: string) => string | null) =>
  z
    .string({ error: missing })
    .transform(normalize)
    .check((ctx) => {
      const problem = problemOf(ctx.value);
      if (problem) ctx.issues.push({ code: "custom", message: problem, input: ctx.value });
    });

/** One redirect of the redirects screen (docs/product.md#redirects). */
export const redirectAddSchema = z.object({
  from: checkedText("Enter the old path, such as /old-offer.", normalizeRedirectPath, redirectFromProblem),
  to: checkedText("Enter where the redirect leads.", normalizeRedirectTarget, redirectTargetProblem),
  status: z.coerce.number({ error: "Choose 301 (moved for good) or 302 (for now)." }).pipe(z.union([z.literal(301), z.literal(302)], { error: "Choose 301 (moved for good) or 302 (for now)." })),
});

export const redirectRemoveSchema = z.object({ from: checkedText("Choose a redirect.", normalizeRedirectPath, redirectFromProblem) });

/** Empty chooses the site's standard not-found page again. */
export const notFoundPageSchema = z.object({ pageId: z.preprocess(blankToUndefined, z.string().max(RECORD_ID_MAX_LENGTH, "Choose one of this project's pages.").optional()) });

export const moduleCreateSchema = z.object({ name: name("module name"), slug });
export const moduleDuplicateSchema = z.object({ name: name("module name"), slug });

export const moduleRenameSchema = z
  .object({
    name: z.preprocess(blankToUndefined, name("module name").optional()),
    slug: z.preprocess(blankToUndefined, slug.optional()),
    version,
  })
  .refine((input) => input.name !== undefined || input.slug !== undefined, "Enter a new name or slug.");

export const moduleContentSchema = z.object({ sections, version });
