import { sql } from "kysely";
import { recordActivity } from "~/access/project-activity.server";
import { writeProjectContent, type Actor, type Db } from "~/access/project-access.server";
import { AppError } from "~/lib/app-error";
import { parseInput } from "~/lib/forms/parse-input";
import { EXPERIMENT_ENDED_MESSAGE, EXPERIMENT_NOT_DRAFT_MESSAGE, EXPERIMENT_NOT_FOUND_MESSAGE, NO_SUCH_VARIANT_MESSAGE } from "./experiment-messages";
import { experimentEndSchema } from "./schema";
import { promoteVariantLocalizations } from "./variant-localizations.server";

async function findExperiment(db: Db, projectId: string, experimentId: string) {
  const experiment = await db.selectFrom("experiments").selectAll().where("projectId", "=", projectId).where("id", "=", experimentId).executeTakeFirst();
  if (!experiment) throw new AppError("NOT_FOUND", EXPERIMENT_NOT_FOUND_MESSAGE);
  return experiment;
}

async function pageTitle(db: Db, pageId: string): Promise<string> {
  return (await db.selectFrom("pages").select("title").where("id", "=", pageId).executeTakeFirst())?.title ?? "a page";
}

/** Starts a draft test; the caller publishes next, so every variant goes live in one publication. */
export async function startExperiment(db: Db, actor: Actor, input: { projectId: string; experimentId: string }): Promise<void> {
  await writeProjectContent(db, actor, input.projectId, async (trx, { projectId, now }) => {
    const experiment = await findExperiment(trx, projectId, input.experimentId);
    if (experiment.status !== "draft") throw new AppError("CONFLICT", experiment.status === "ended" ? EXPERIMENT_ENDED_MESSAGE : EXPERIMENT_NOT_DRAFT_MESSAGE);
    await trx.updateTable("experiments").set({ status: "running", startedAt: now }).where("id", "=", experiment.id).execute();
    await recordActivity(trx, actor, projectId, "started-experiment", { page: await pageTitle(trx, experiment.pageId) });
  });
}

/** The form's fields as posted; `experimentEndSchema` checks them. */
export type EndExperimentInput = { projectId: string; experimentId: string; promote?: string | undefined };

/**
 * Ends a test: stopped, the page stays as it was; with a variant promoted, that copy's content,
 * title and SEO become the page's. Either way the copies are deleted (their counts stay under
 * their labels) and the caller publishes, so rollback works as for any publication.
 */
export async function endExperiment(db: Db, actor: Actor, input: EndExperimentInput): Promise<{ promoted: string | null }> {
  const { experimentId, promote } = parseInput(experimentEndSchema, input);
  return writeProjectContent(db, actor, input.projectId, async (trx, { projectId, now }) => {
    const experiment = await findExperiment(trx, projectId, experimentId);
    if (experiment.status === "ended") throw new AppError("CONFLICT", EXPERIMENT_ENDED_MESSAGE);
    const variants = await trx.selectFrom("experimentVariants").select(["label", "pageId"]).where("experimentId", "=", experiment.id).execute();
    if (promote) {
      const copyId = variants.find((variant) => variant.label === promote)?.pageId;
      const copy = copyId ? await trx.selectFrom("pages").select(["title", "sections", "seo"]).where("id", "=", copyId).executeTakeFirst() : undefined;
      if (!copy) throw new AppError("INVALID", NO_SUCH_VARIANT_MESSAGE, { fieldErrors: { promote: NO_SUCH_VARIANT_MESSAGE } });
      await trx
        .updateTable("pages")
        .set({ title: copy.title.replace(/ \([BC]\)$/, ""), sections: copy.sections, seo: copy.seo, version: sql`version + 1`, updated: now, updatedBy: actor.userId })
        .where("id", "=", experiment.pageId)
        .execute();
      await promoteVariantLocalizations(trx, experiment.pageId, copyId ?? "", now, actor.userId);
    }
    await trx.updateTable("experiments").set({ status: "ended", endedAt: now, winner: promote ?? null }).where("id", "=", experiment.id).execute();
    const copies = variants.filter((variant) => variant.label !== "A" && variant.pageId !== null).map((variant) => variant.pageId ?? "");
    if (copies.length > 0) await trx.deleteFrom("pages").where("projectId", "=", projectId).where("id", "in", copies).execute();
    const page = await pageTitle(trx, experiment.pageId);
    await recordActivity(trx, actor, projectId, promote ? "promoted-variant" : "stopped-experiment", promote ? { page, variant: promote } : { page });
    return { promoted: promote ?? null };
  });
}
