import { buffer } from "node:stream/consumers";
import type { Logger } from "pino";
import { requireOwnedProject, type Actor, type Db } from "~/access/project-access.server";
import type { PagewrightLoadContext } from "~/load-context";
import { AppError } from "~/lib/app-error";
import { parseInput } from "~/lib/forms/parse-input";
import { randomString } from "~/lib/random-string";
import type { StoredSection } from "../../../db/stored-values";
import type { ProjectManifest } from "./export-format";
import { readProjectManifest, withoutMissingFiles } from "./export-project.server";
import { remapSections, type IdMap } from "./remap-imported-ids";
import { SAVED_TEMPLATES_PER_PARTNER, saveTemplateSchema } from "./saved-template-schema";
import { savedTemplateFileKey } from "./saved-templates.server";

type AssetStorage = PagewrightLoadContext["storage"];

export type SaveTemplateDeps = { db: Db; storage: AssetStorage; origin: string; logger: Pick<Logger, "warn"> };

export const TOO_MANY_TEMPLATES_MESSAGE = `You can keep at most ${SAVED_TEMPLATES_PER_PARTNER} templates. Delete one you no longer use first.`;

// readProjectManifest writes stored sections; the format's type only knows them as records.
/**
 * What a template keeps of a project: pages, modules, settings and images, pointing at the
 * template's own copies of the images. No publications, no hosts modules may be embedded on, no
 * address leads are mailed to, and no QR codes (they are the project's printed ones): a template
 * may end up in the hands of every partner (decision 0035).
 */
function templateManifest({ qrCodes: _printedCodes, ...manifest }: ProjectManifest, templateId: string): ProjectManifest {
  const images: IdMap["images"] = new Map(manifest.images.map((image) => [image.id, { id: image.id, src: `/media/${savedTemplateFileKey(templateId, image.file)}` }]));
  const ids: IdMap = { pages: new Map(), modules: new Map(), folders: new Map(), images };
  return {
    ...manifest,
    project: { ...manifest.project, settings: { ...manifest.project.settings, leadNotificationEmail: null } },
    pages: manifest.pages.map((page) => ({ ...page, sections: remapSections(page.sections as StoredSection[], ids) })),
    // Where a module may be embedded names the partner's own sites, which a template's users do not share.
    modules: manifest.modules.map(({ embedHosts: _theirSites, ...module }) => ({ ...module, sections: remapSections(module.sections as StoredSection[], ids) })),
    publications: [],
  };
}

/**
 * "Save as template" (docs/product.md#templates): a private template of the project for its
 * owner, with a copy of every image it holds, so the template stays whole when the project
 * changes or is deleted. The files are copied first and the row written last; a failure removes
 * the copies again.
 */
export async function saveProjectAsTemplate(deps: SaveTemplateDeps, actor: Actor, input: { projectId: string; name?: unknown; description?: unknown }): Promise<{ id: string; name: string }> {
  const { id: projectId } = await requireOwnedProject(deps.db, actor, input.projectId);
  const { name, description } = parseInput(saveTemplateSchema, { name: input.name, description: input.description });
  const kept = await deps.db.selectFrom("savedTemplates").select((select) => select.fn.countAll<number>().as("count")).where("ownerId", "=", actor.userId).executeTakeFirstOrThrow();
  if (Number(kept.count) >= SAVED_TEMPLATES_PER_PARTNER) throw new AppError("CONFLICT", TOO_MANY_TEMPLATES_MESSAGE);
  const read = await readProjectManifest(deps.db, projectId, deps.origin);
  const { manifest, files } = await withoutMissingFiles(deps.storage, read.manifest, read.files);
  const id = `saved-${randomString(16)}`;
  const written: string[] = [];
  try {
    for (const [file, key] of files) {
      const stored = await deps.storage.get(key);
      if (!stored) throw new Error(`the stored file ${key} is missing`);
      const copy = savedTemplateFileKey(id, file);
      await deps.storage.put(copy, await buffer(stored.body));
      written.push(copy);
    }
    await deps.db
      .insertInto("savedTemplates")
      .values({ id, ownerId: actor.userId, name, description, primaryColor: manifest.project.primaryColor, pageCount: manifest.pages.length, manifest: templateManifest(manifest, id), publishedAt: null, publishedBy: null, created: new Date() })
      .execute();
  } catch (error) {
    for (const key of written) await deps.storage.delete(key).catch((cleanupError: unknown) => deps.logger.warn({ err: cleanupError, key }, "could not remove a file of a template that was not saved"));
    throw error;
  }
  return { id, name };
}
