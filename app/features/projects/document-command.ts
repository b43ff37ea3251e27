import { z } from "zod";
import { UNKNOWN_INTENT_MESSAGE } from "~/lib/forms/form-result";
import { homePageSchema, pageSettingsSchema, moduleCreateSchema, moduleRenameSchema, pageCreateSchema, pageRenameSchema, pageReorderSchema } from "./schema";

/**
 * The one vocabulary of the forms that create, duplicate, rename and delete pages and modules, make
 * a page the home page and reorder the pages, wherever they are posted (the project overview, the
 * editor): `intent`, `kind` (page or module), `target` (the id acted on), `name` (a page's title or
 * a module's name), `slug`, `version` (of the renamed document) and `pageIds` (the new order).
 * The fields reuse the use-cases' own schemas, so a refused field is named as the form names it.
 */
export type DocumentKind = "page" | "module";

const KIND_MESSAGE = "Say whether this is about a page or a module.";

const target = (kind: DocumentKind) => z.string({ error: `Choose a ${kind}.` }).trim().min(1, `Choose a ${kind}.`);

/** One intent for pages and modules alike, told apart by `kind`. */
function perKind<Intent extends string, PageShape extends z.ZodRawShape, ModuleShape extends z.ZodRawShape>(
  intent: Intent,
  page: PageShape,
  module: ModuleShape,
) {
  return z.discriminatedUnion(
    "kind",
    [
      z.object({ intent: z.literal(intent), kind: z.literal("page"), ...page }),
      z.object({ intent: z.literal(intent), kind: z.literal("module"), ...module }),
    ],
    { error: KIND_MESSAGE },
  );
}

const pageNaming = { name: pageCreateSchema.shape.title, slug: pageCreateSchema.shape.slug };
const moduleNaming = { name: moduleCreateSchema.shape.name, slug: moduleCreateSchema.shape.slug };

const renamed = <Kind extends DocumentKind>(kind: Kind) => ({ intent: z.literal("rename"), kind: z.literal(kind), target: target(kind) });
const renamePage = z
  .object({
    ...renamed("page"),
    name: pageRenameSchema.shape.title,
    slug: pageRenameSchema.shape.slug,
    version: pageRenameSchema.shape.version,
    redirectOldPath: pageRenameSchema.shape.redirectOldPath,
  })
  .refine((input) => input.name !== undefined || input.slug !== undefined, "Enter a new title or slug.");
const renameModule = z
  .object({ ...renamed("module"), name: moduleRenameSchema.shape.name, slug: moduleRenameSchema.shape.slug, version: moduleRenameSchema.shape.version })
  .refine((input) => input.name !== undefined || input.slug !== undefined, "Enter a new name or slug.");

export const documentCommandSchema = z.discriminatedUnion(
  "intent",
  [
    perKind("create", pageNaming, moduleNaming),
    perKind("duplicate", { target: target("page"), ...pageNaming }, { target: target("module"), ...moduleNaming }),
    z.discriminatedUnion("kind", [renamePage, renameModule], { error: KIND_MESSAGE }),
    perKind("delete", { target: target("page") }, { target: target("module") }),
    // The home page and the order are the pages' alone: these two carry no kind.
    z.object({ intent: z.literal("set-home"), target: homePageSchema.shape.pageId }),
    z.object({ intent: z.literal("reorder"), pageIds: pageReorderSchema.shape.pageIds }),
    // A page's settings dialog (docs/product.md#page-settings); pages only.
    z.object({ intent: z.literal("page-settings"), kind: z.literal("page", { error: KIND_MESSAGE }), target: target("page"), ...pageSettingsSchema.shape }),
  ],
  { error: UNKNOWN_INTENT_MESSAGE },
);

export type DocumentCommand = z.output<typeof documentCommandSchema>;
export type DocumentIntent = DocumentCommand["intent"];
