import { buffer } from "node:stream/consumers";
import type { Actor, Db } from "~/access/project-access.server";
import type { PagewrightLoadContext } from "~/load-context";
import { AppError } from "~/lib/app-error";
import type { ProjectSettings, StoredSection } from "../../../db/stored-values";
import { checkProjectManifest } from "./check-project-manifest";
import { IMAGES_FOLDER, type ProjectManifest } from "./export-format";
import { isSavedTemplateId } from "./saved-template-schema";

type AssetStorage = PagewrightLoadContext["storage"];

export const SAVED_TEMPLATE_NOT_FOUND_MESSAGE = "This template does not exist, or is not yours.";

/** Where a saved template keeps its copy of an image: a hyphenated first segment is never a project's (docs/product.md#routes). */
export function savedTemplateFileKey(templateId: string, file: string): string {
  return `saved-templates/${templateId}/${file.slice(IMAGES_FOLDER.length)}`;
}

/** A saved template as the gallery and the admin screen show it. */
export type SavedTemplateCard = {
  id: string;
  name: string;
  description: string;
  primaryColor: string;
  pageCount: number;
  isOwn: boolean;
  isPublished: boolean;
};

const CARD_COLUMNS = ["id", "ownerId", "name", "description", "primaryColor", "pageCount", "publishedAt"] as const;

function cardOf(row: { id: string; ownerId: string; name: string; description: string; primaryColor: string; pageCount: number; publishedAt: Date | null }, actor: Actor): SavedTemplateCard {
  return { id: row.id, name: row.name, description: row.description, primaryColor: row.primaryColor, pageCount: row.pageCount, isOwn: row.ownerId === actor.userId, isPublished: row.publishedAt !== null };
}

/** The saved templates the actor may start a project from: their own, then those an admin published, newest first. */
export async function listSavedTemplates(db: Db, actor: Actor): Promise<SavedTemplateCard[]> {
  const rows = await db
    .selectFrom("savedTemplates")
    .select(CARD_COLUMNS)
    .where((where) => where.or([where("ownerId", "=", actor.userId), where("publishedAt", "is not", null)]))
    .orderBy("created", "desc")
    .orderBy("id")
    .execute();
  const cards = rows.map((row) => cardOf(row, actor));
  return [...cards.filter((card) => card.isOwn), ...cards.filter((card) => !card.isOwn)];
}

/**
 * A saved template the actor may see: their own, a published one, or any for an admin (who looks
 * after what is published). Anything else is the same 404 as a template that does not exist.
 */
export async function findVisibleSavedTemplate(db: Db, actor: Actor, templateId: string) {
  const row = isSavedTemplateId(templateId) ? await db.selectFrom("savedTemplates").selectAll().where("id", "=", templateId).executeTakeFirst() : undefined;
  if (!row || (row.ownerId !== actor.userId && row.publishedAt === null && !actor.isAdmin)) throw new AppError("NOT_FOUND", SAVED_TEMPLATE_NOT_FOUND_MESSAGE);
  return { ...row, manifest: row.manifest as ProjectManifest, isOwn: row.ownerId === actor.userId };
}

/** The template's image files, by their names in its manifest, read from its copies in storage. */
export async function readSavedTemplateFiles(storage: AssetStorage, templateId: string, manifest: ProjectManifest): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const image of manifest.images) {
    const stored = await storage.get(savedTemplateFileKey(templateId, image.file));
    // A copy lost from storage leaves an empty file, which the import refuses naming the image.
    files.set(image.file, stored ? await buffer(stored.body) : Buffer.alloc(0));
  }
  return files;
}

/** What a saved template's preview shows: its home page's sections (migrated like an import's) and the modules they refer to. */
export type SavedTemplateHome = {
  name: string;
  primaryColor: string;
  settings: ProjectSettings;
  page: { slug: string; title: string };
  sections: StoredSection[];
  modulesById: Map<string, StoredSection[]>;
};

/** The home page of a saved template the actor may see, for `/saved-template-preview/{id}`; NOT_FOUND as `findVisibleSavedTemplate`. */
export async function readSavedTemplateHome(db: Db, actor: Actor, templateId: string): Promise<SavedTemplateHome> {
  const template = await findVisibleSavedTemplate(db, actor, templateId);
  // Only the images' presence is checked here; their bytes are read when a project is made.
  const checked = checkProjectManifest(template.manifest, new Map(template.manifest.images.map((image) => [image.file, Buffer.alloc(0)])));
  if (!checked.ok) throw new AppError("INVALID", `This template no longer passes the checks: ${checked.problems[0]?.path ?? ""} ${checked.problems[0]?.message ?? ""}`.trim());
  const { manifest } = checked;
  const home = manifest.pages.find((page) => page.id === manifest.project.homePageId) ?? manifest.pages[0];
  const { faviconImageId: _favicon, typography, ...settings } = manifest.project.settings;
  return {
    name: manifest.project.name,
    primaryColor: manifest.project.primaryColor,
    settings: { ...settings, faviconAssetId: null, ...(typography ? { typography } : {}) },
    page: { slug: home?.slug ?? "home", title: home?.title ?? template.name },
    sections: home?.sections ?? [],
    modulesById: new Map(manifest.modules.map((module) => [module.id, module.sections])),
  };
}
