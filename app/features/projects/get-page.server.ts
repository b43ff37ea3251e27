import type { PageSeo, StoredSection } from "../../../db/stored-values";
import { requireReadableProject, type Actor, type Db } from "~/access/project-access.server";
import { PAGE_NOT_FOUND_MESSAGE } from "./project-messages";
import { normalizeSlug } from "~/lib/slug";
import { AppError } from "~/lib/app-error";

export type EditablePage = {
  id: string;
  projectId: string;
  slug: string;
  title: string;
  sections: StoredSection[];
  seo: PageSeo;
  version: number;
  updated: Date;
  /** Who saved the content last; null before anyone did since members exist. */
  updatedBy: string | null;
};

/** A page with its content, addressed by slug as in the editor's route, for the owner or an admin. */
export async function getPage(db: Db, actor: Actor, input: { projectId: string; slug: string }): Promise<EditablePage> {
  const project = await requireReadableProject(db, actor, input.projectId);
  const page = await db
    .selectFrom("pages")
    .select(["id", "projectId", "slug", "title", "sections", "seo", "version", "updated", "updatedBy"])
    .where("projectId", "=", project.id)
    .where("slug", "=", normalizeSlug(input.slug))
    .executeTakeFirst();
  if (!page) throw new AppError("NOT_FOUND", PAGE_NOT_FOUND_MESSAGE);
  return page;
}
