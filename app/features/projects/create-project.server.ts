import type { z } from "zod";
import type { StoredSection } from "../../../db/stored-values";
import { newRecordId } from "./new-ids";
import { parseInput } from "~/lib/forms/parse-input";
import type { Actor, Db } from "~/access/project-access.server";
import { projectIdTakenMessage } from "~/lib/project-id";
import { projectCreateSchema } from "./schema";
import { starterSections } from "./starter-sections";
import { isProjectIdTaken, suggestProjectId } from "./suggest-project-id.server";
import { isUniqueViolation } from "./unique-violation";
import { AppError } from "~/lib/app-error";
import { siteLanguageOf } from "~/lib/site-languages";

export type CreateProjectInput = z.input<typeof projectCreateSchema>;

const HOME_PAGE_SLUG = "home";

/**
 * Creates a project owned by the actor, with one home page: empty for the blank start or a complete
 * example landing page for the starter (a template's project is made as an import is, decision
 * 0042). Without an id, one is suggested from the name.
 */
export async function createProject(db: Db, actor: Actor, input: CreateProjectInput): Promise<{ id: string; homePageId: string }> {
  const { name, id: requestedId, primaryColor, start, language } = parseInput(projectCreateSchema, input);
  const id = requestedId ?? (await suggestProjectId(db, name));
  const taken = () => new AppError("CONFLICT", projectIdTakenMessage(id), { fieldErrors: { id: projectIdTakenMessage(id) } });
  const homePageId = newRecordId();
  const now = new Date();
  try {
    await db.transaction().execute(async (trx) => {
      if (await isProjectIdTaken(trx, id)) throw taken();
      await trx
        .insertInto("projects")
        .values({
          id,
          ownerId: actor.userId,
          name,
          primaryColor,
          homePageId,
          settings: {
            seoTitle: null,
            seoDescription: null,
            faviconAssetId: null,
            socialLinks: [],
            leadNotificationEmail: null,
            contactEmail: null,
            contactPhone: null,
            contactAddress: null,
            language: siteLanguageOf(language).tag,
          },
          livePublicationId: null,
          lastPublishedAt: null,
          created: now,
          updated: now,
        })
        .execute();
      await trx.insertInto("projectMembers").values({ projectId: id, userId: actor.userId, role: "owner", created: now }).execute();
      const sections: StoredSection[] = start === "starter" ? starterSections(name, siteLanguageOf(language).tag) : [];
      await trx
        .insertInto("pages")
        .values({ id: homePageId, slug: HOME_PAGE_SLUG, title: "Home", sections, projectId: id, position: 1, seo: {}, version: 1, created: now, updated: now })
        .execute();
    });
  } catch (error) {
    // Two people may claim the same free id at once; the primary key decides who gets it.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  return { id, homePageId };
}
