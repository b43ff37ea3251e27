import type { z } from "zod";
import { writeProjectContent, type Actor, type Db } from "~/access/project-access.server";
import { AppError } from "~/lib/app-error";
import { parseInput } from "~/lib/forms/parse-input";
import { randomString } from "~/lib/random-string";
import { ALREADY_UNDER_TEST_MESSAGE, COPY_UNDER_TEST_MESSAGE, PAGE_NOT_FOUND_MESSAGE } from "./experiment-messages";
import { experimentCreateSchema } from "./schema";
import { copyLocalizationsToVariant } from "./variant-localizations.server";

/** The form's fields as posted; `experimentCreateSchema` checks them. */
export type CreateExperimentInput = { projectId: string } & { [Field in keyof z.input<typeof experimentCreateSchema>]?: string };

const LABELS = ["A", "B", "C"] as const;

/** The first of `{slug}-b`, `{slug}-b-2`… that no page of the project has. */
async function freeSlug(db: Db, projectId: string, base: string): Promise<string> {
  const taken = new Set((await db.selectFrom("pages").select("slug").where("projectId", "=", projectId).where("slug", "like", `${base}%`).execute()).map((page) => page.slug));
  if (!taken.has(base)) return base;
  for (let index = 2; ; index++) if (!taken.has(`${base}-${index}`)) return `${base}-${index}`;
}

/**
 * "Start an A/B test" on a page (docs/product.md#ab-tests): copies the page into variant B (and C)
 * that the partner edits in the normal editor, and keeps the test as a draft until it starts. The
 * copies keep the page's section ids, so a form of a copy is the page's form to lead capture.
 */
export async function createExperiment(db: Db, actor: Actor, input: CreateExperimentInput): Promise<{ id: string; variantPageIds: string[] }> {
  const { pageId, split, goal, goalUrl } = parseInput(experimentCreateSchema, input);
  return writeProjectContent(db, actor, input.projectId, async (trx, { projectId, now }) => {
    const page = await trx.selectFrom("pages").selectAll().where("projectId", "=", projectId).where("id", "=", pageId).executeTakeFirst();
    if (!page) throw new AppError("NOT_FOUND", PAGE_NOT_FOUND_MESSAGE);
    const active = await trx
      .selectFrom("experimentVariants")
      .innerJoin("experiments", "experiments.id", "experimentVariants.experimentId")
      .select(["experimentVariants.label"])
      .where("experimentVariants.pageId", "=", page.id)
      .where("experiments.status", "in", ["draft", "running"])
      .executeTakeFirst();
    if (active) throw new AppError("CONFLICT", active.label === "A" ? ALREADY_UNDER_TEST_MESSAGE : COPY_UNDER_TEST_MESSAGE);
    const id = randomString(16);
    await trx.insertInto("experiments").values({ id, projectId, pageId: page.id, status: "draft", goal, goalUrl, startedAt: null, endedAt: null, winner: null, created: now }).execute();
    const last = await trx.selectFrom("pages").select((eb) => eb.fn.max("position").as("position")).where("projectId", "=", projectId).executeTakeFirst();
    let position = Number(last?.position ?? 0);
    const variantPageIds: string[] = [];
    for (const [index, weight] of split.entries()) {
      const label = LABELS[index] ?? "A";
      let variantPageId = page.id;
      if (label !== "A") {
        variantPageId = randomString(20);
        position += 1;
        const slug = await freeSlug(trx, projectId, `${page.slug}-${label.toLowerCase()}`);
        await trx
          .insertInto("pages")
          .values({ id: variantPageId, projectId, slug, title: `${page.title} (${label})`, position, sections: page.sections, seo: page.seo, version: 1, created: now, updated: now, updatedBy: actor.userId })
          .execute();
        await copyLocalizationsToVariant(trx, projectId, page.id, { id: variantPageId, label }, now);
        variantPageIds.push(variantPageId);
      }
      await trx.insertInto("experimentVariants").values({ experimentId: id, label, pageId: variantPageId, weight }).execute();
    }
    return { id, variantPageIds };
  });
}
