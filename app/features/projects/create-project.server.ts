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

export type CreateProjectInput = z.input<typeof projectCreateSchema>;

/** A site to start from (a template's pages, built for this project), home page first; the starting point then does not matter. */
export type StartingPages = readonly { slug: string; title: string; sections: StoredSection[] }[];

const HOME_PAGE_SLUG = "home";

/**
 * Creates a project owned by the actor, with one home page: empty for the blank start, a complete
 * example landing page for the starter, or the pages of a template (docs/product.md#templates).
 * Without an id, one is suggested from the name.
 */
export async function createProject(db: Db, actor: Actor, input: CreateProjectInput, startingPages?: StartingPages): Promise<{ id: string; homePageId: string }> {
  const { name, id: requestedId, primaryColor, start } = parseInput(projectCreateSchema, input);
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
          },
          livePublicationId: null,
          lastPublishedAt: null,
          created: now,
          updated: now,
        })
        .execute();
      await trx.insertInto("projectMembers").values({ projectId: id, userId: actor.userId, role: "owner", created: now }).execute();
      const [home, ...others] = startingPages ?? [];
      const pages = [
        { id: homePageId, slug: home?.slug ?? HOME_PAGE_SLUG, title: home?.title ?? "Home", sections: home?.sections ?? (start === "starter" ? starterSections(name) : []) },
        ...others.map((page) => ({ id: newRecordId(), ...page })),
      ];
      await trx
        .insertInto("pages")
        .values(pages.map((page, index) => ({ ...page, projectId: id, position: index + 1, seo: {}, version: 1, created: now, updated: now })))
        .execute();
    });
  } catch (error) {
    // Two people may claim the same free id at once; the primary key decides who gets it.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  return { id, homePageId };
}
