import { z } from "zod";
import { isValidEmail } from "~/lib/email";
import { EMBED_HOSTS_MAX, normalizeEmbedHost } from "~/lib/embed-hosts";
import { messagingAppOf } from "~/lib/messaging-links";
import { NAME_MAX_LENGTH } from "~/lib/name-limits";
import { QR_CODE_PATTERN } from "~/lib/qr-short-code";
import { SLUG_PATTERN } from "~/lib/route-params";
import { MAX_REDIRECTS, normalizeRedirectPath, normalizeRedirectTarget, redirectFromProblem, redirectTargetProblem } from "~/lib/site-rules";
import { SLUG_MAX_LENGTH } from "~/lib/slug";
import { isTypefacePairingId } from "~/lib/site-typography";
import { isSiteLanguageTag } from "~/lib/site-languages";

// The file docs/project-export-format.md describes, field by field. Anything that changes what a
// reader of the current version accepts is a new version, with a step that upgrades the old one on import.

export const EXPORT_FORMAT = "pagewright-project";
/** Version 2 added `qrCodes`, version 3 a site's added languages and its pages' versions in them; an older file is read as one without them. */
export const EXPORT_FORMAT_VERSION = 3;
/** Every version this installation imports. */
export const READABLE_FORMAT_VERSIONS: readonly number[] = [1, 2, 3];
/** The one JSON file at the archive's root. */
export const MANIFEST_FILE = "project.json";
/** Where the images' original files are, one per image: `images/<id>.<extension>`. */
export const IMAGES_FOLDER = "images/";

const IMAGE_EXTENSIONS = ["jpg", "png", "webp", "gif", "avif", "svg"] as const;
const RECORD_ID = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_PAGES = 200;
const MAX_MODULES = 200;
const MAX_SECTIONS = 200;
const MAX_IMAGES = 5_000;
const MAX_QR_CODES = 5_000;
const MAX_LANGUAGES = 20;

const recordId = z.string().regex(RECORD_ID, "Use 1 to 64 letters, digits, - or _.");
const name = z.string().trim().min(1, "Enter a name.").max(NAME_MAX_LENGTH, `At most ${NAME_MAX_LENGTH} characters.`);
const slug = z
  .string()
  .max(SLUG_MAX_LENGTH, `At most ${SLUG_MAX_LENGTH} characters.`)
  .regex(SLUG_PATTERN, "Use letters, digits and hyphens, starting with a letter or a digit.")
  .transform((value) => value.toLowerCase());
const optionalText = (max: number) => z.string().max(max, `At most ${max} characters.`).nullable();
const optionalEmail = z.string().max(254).refine(isValidEmail, "Not an email address.").nullable();
const timestamp = z.iso.datetime({ offset: true, error: "Use an ISO 8601 date and time." });

/** Sections are checked one by one against the section library (check-project-archive.ts); here only their envelope's shape. */
const sections = z.array(z.record(z.string(), z.unknown()), "A list of sections.").max(MAX_SECTIONS, `At most ${MAX_SECTIONS} sections.`);

const languageTag = z.string().max(20).refine((value): boolean => isSiteLanguageTag(value), "Not a language this app lists.");

export const exportedSettingsSchema = z.strictObject({
  seoTitle: optionalText(70),
  seoDescription: optionalText(300),
  faviconImageId: recordId.nullable(),
  socialLinks: z.array(z.url({ protocol: /^https?$/, error: "Use a full http(s) address." }).max(2_000)).max(10),
  leadNotificationEmail: optionalEmail,
  contactEmail: optionalEmail,
  contactPhone: optionalText(40),
  contactAddress: optionalText(200),
  typography: z.string().refine((value): boolean => isTypefacePairingId(value), "Not a typeface pairing this app knows.").nullable(),
  /** Absent from files made before the setting existed: the colour is then adjusted for contrast (decision 0027). */
  isPrimaryExact: z.boolean().optional(),
  /** The site's language; absent from files made before the setting existed, which means English. */
  language: languageTag.optional(),
  /** The languages the site adds beside its own (version 3 on; absent means none). */
  languages: z.array(z.strictObject({ tag: languageTag, published: z.boolean() })).max(MAX_LANGUAGES, `At most ${MAX_LANGUAGES} languages.`).optional(),
});

export const exportedProjectSchema = z.strictObject({
  id: z.string().max(40),
  name,
  primaryColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, "Use a colour such as #1d4ed8."),
  homePageId: recordId.nullable(),
  /** The page unknown addresses show with status 404; absent from files made before it existed, which means none. */
  notFoundPageId: recordId.nullable().optional(),
  settings: exportedSettingsSchema,
  created: timestamp,
  updated: timestamp,
});

const seoFields = {
  title: z.string().max(70).optional(),
  description: z.string().max(300).optional(),
  noindex: z.boolean().optional(),
  socialImageAssetId: recordId.optional(),
};

/** A page's version in one of the site's added languages (decision 0055): its address, title, SEO texts and words by section id and text path. */
export const exportedLocalizationSchema = z.strictObject({
  language: languageTag,
  slug,
  title: name,
  seo: z.strictObject(seoFields),
  texts: z.record(z.string().max(64), z.record(z.string().max(300), z.unknown())),
  /** False while it is the copy the language started with, "not translated yet". */
  translated: z.boolean(),
  updated: timestamp,
});

export const exportedPageSchema = z.strictObject({
  id: recordId,
  slug,
  title: name,
  position: z.number().int().min(0),
  seo: z.strictObject({ ...seoFields, language: languageTag.optional() }),
  sections,
  /** Version 3 on; absent means the page has no version in another language. */
  localizations: z.array(exportedLocalizationSchema).max(MAX_LANGUAGES).optional(),
  created: timestamp,
  updated: timestamp,
});

/** A host as the app stores it (already normalised): anything else in a file is refused, not rewritten. */
const embedHost = z.string().refine((host) => {
  const result = normalizeEmbedHost(host, "");
  return result.ok && result.host === host;
}, "Use a host name such as www.crumbandco.com or *.crumbandco.com, in lower case.");

export const exportedModuleSchema = z.strictObject({
  id: recordId,
  slug,
  name,
  sections,
  /** Where the module may be embedded (decision 0043); absent means anywhere. */
  embedHosts: z.array(embedHost).min(1).max(EMBED_HOSTS_MAX).optional(),
  created: timestamp,
  updated: timestamp,
});

export const exportedFolderSchema = z.strictObject({ id: recordId, name });

export const exportedImageSchema = z.strictObject({
  id: recordId,
  folderId: recordId.nullable(),
  fileName: z.string().min(1).max(255),
  altText: z.string().max(300),
  file: z.string().regex(new RegExp(`^${IMAGES_FOLDER}[A-Za-z0-9_-]{1,64}\\.(${IMAGE_EXTENSIONS.join("|")})$`), "Use images/<id>.<extension>."),
  created: timestamp,
});

export const exportedPublicationSchema = z.strictObject({
  number: z.number().int().min(1),
  publishedAt: timestamp,
  isLive: z.boolean(),
  changeSummary: z.unknown().nullable(),
});

/** Checked as the redirects screen checks it: the same normalising, the same refusals of unsafe targets (decision 0032). */
const checkedRedirectText = (normalize: (value: string) => string, problemOf: (value: string) => string | null) =>
  z
    .string()
    .transform(normalize)
    .check((ctx) => {
      const problem = problemOf(ctx.value);
      if (problem) ctx.issues.push({ code: "custom", message: problem, input: ctx.value });
    });

export const exportedRedirectSchema = z.strictObject({
  from: checkedRedirectText(normalizeRedirectPath, redirectFromProblem),
  to: checkedRedirectText(normalizeRedirectTarget, redirectTargetProblem),
  status: z.union([z.literal(301), z.literal(302)], { error: "Use 301 or 302." }),
});

export const QR_TARGET_FORMAT_MESSAGE = "Use a path of the project (/, /about or /footer/module) or a WhatsApp (wa.me) or Telegram (t.me) link.";
/** A page or module path below the project (`/`, `/about`, `/footer/module`): the project's id is not in it, so a copy under another id keeps its codes. */
const QR_PATH_TARGET = /^\/(?:[A-Za-z0-9][A-Za-z0-9-]*(?:\/module)?)?$/;

/** A QR code that answered when exported (deleted ones stay behind): printed codes keep working after an import where the code is free (decision 0045). */
export const exportedQrCodeSchema = z.strictObject({
  code: z.string().regex(QR_CODE_PATTERN, "Use eight letters and digits."),
  target: z
    .string()
    .max(4_000, QR_TARGET_FORMAT_MESSAGE)
    .refine((target) => (QR_PATH_TARGET.test(target) && target.length <= SLUG_MAX_LENGTH + 8) || messagingAppOf(target) !== null, QR_TARGET_FORMAT_MESSAGE),
  label: z.string().max(200, "At most 200 characters."),
  /** True when a partner pointed the code here from what it was made for: then it is not the address's own code. */
  retargeted: z.boolean(),
  created: timestamp,
});

export const projectManifestSchema = z.strictObject({
  format: z.literal(EXPORT_FORMAT, "Not a Pagewright project export."),
  version: z.union([z.literal(1), z.literal(2), z.literal(EXPORT_FORMAT_VERSION)]),
  exportedAt: timestamp,
  exportedFrom: z.string().max(2_000),
  project: exportedProjectSchema,
  pages: z.array(exportedPageSchema).min(1, "A project has at least one page.").max(MAX_PAGES),
  modules: z.array(exportedModuleSchema).max(MAX_MODULES),
  folders: z.array(exportedFolderSchema).max(MAX_IMAGES),
  images: z.array(exportedImageSchema).max(MAX_IMAGES),
  publications: z.array(exportedPublicationSchema),
  /** Absent from files made before redirects were exported: the import then has none. */
  redirects: z.array(exportedRedirectSchema).max(MAX_REDIRECTS, `At most ${MAX_REDIRECTS} redirects.`).optional(),
  /** Version 2 on; absent (version 1, a saved template) means none. */
  qrCodes: z.array(exportedQrCodeSchema).max(MAX_QR_CODES, `At most ${MAX_QR_CODES} QR codes.`).optional(),
});

export type ProjectManifest = z.output<typeof projectManifestSchema>;
export type ExportedPage = z.output<typeof exportedPageSchema>;
export type ExportedLocalization = z.output<typeof exportedLocalizationSchema>;
export type ExportedModule = z.output<typeof exportedModuleSchema>;
export type ExportedImage = z.output<typeof exportedImageSchema>;
export type ExportedQrCode = z.output<typeof exportedQrCodeSchema>;
