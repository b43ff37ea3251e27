import { sql } from "kysely";
import type { Db } from "~/access/project-access.server";
import { assignVariant, daySalt, EXPERIMENT_SECRET_NAME, type Visitor } from "~/lib/experiment-assignment.server";
import { EXPERIMENTS_DOCUMENT_PATH, parseExperimentsDocument, type PublishedExperiment } from "~/lib/published-experiments";
import { installationSecret } from "../../../db/installation-secrets";

export type ExperimentVariantOfVisitor = { experimentId: string; label: string };

/** What a goal completion is: a lead from a form of the page at `path` (its document key), or a click on the messaging link `url`. */
export type GoalCompletion = { goal: "lead"; path: string } | { goal: "click"; url: string };

const CACHE_LIMIT = 2_000;
// Publications never change once written, so what one runs is cached for good.
const experimentsByPublication = new Map<string, Promise<PublishedExperiment[]>>();

function experimentsOf(db: Db, publicationId: string): Promise<PublishedExperiment[]> {
  let experiments = experimentsByPublication.get(publicationId);
  if (!experiments) {
    if (experimentsByPublication.size >= CACHE_LIMIT) experimentsByPublication.clear();
    experiments = db
      .selectFrom("publishedDocuments")
      .select("body")
      .where("publicationId", "=", publicationId)
      .where("path", "=", EXPERIMENTS_DOCUMENT_PATH)
      .executeTakeFirst()
      .then((row) => (row ? parseExperimentsDocument(Buffer.from(row.body).toString("utf8")) : []));
    experiments.catch(() => experimentsByPublication.delete(publicationId));
    experimentsByPublication.set(publicationId, experiments);
  }
  return experiments;
}

/**
 * The experiment of the live publication `completion` is the goal of, and the variant this
 * visitor was shown: the assignment is a pure function of the visitor and the day, so the same
 * browser on the same day gets the same answer here as on the page (decision 0030). Null when
 * no running test has this goal.
 */
export async function experimentOfCompletion(db: Db, input: { publicationId: string; completion: GoalCompletion; visitor: Visitor; now: Date }): Promise<ExperimentVariantOfVisitor | null> {
  const experiments = await experimentsOf(db, input.publicationId);
  const { completion } = input;
  const experiment = experiments.find((candidate) =>
    completion.goal === "lead" ? candidate.goal === "lead" && candidate.paths.includes(completion.path) : candidate.goal === "click" && candidate.goalUrl === completion.url,
  );
  if (!experiment) return null;
  const secret = await installationSecret(db, EXPERIMENT_SECRET_NAME);
  const salt = daySalt(secret, input.now.toISOString().slice(0, 10));
  return { experimentId: experiment.id, label: assignVariant(salt, experiment.id, input.visitor, experiment.variants) };
}

/** Counts one goal completion for the variant, on the day it happened. */
export async function countExperimentConversion(db: Db, variant: ExperimentVariantOfVisitor, now: Date): Promise<void> {
  await db
    .insertInto("experimentDailyCounts")
    .values({ experimentId: variant.experimentId, label: variant.label, day: now.toISOString().slice(0, 10), visitors: 0, conversions: 1 })
    .onConflict((conflict) => conflict.columns(["experimentId", "label", "day"]).doUpdateSet({ conversions: sql`experiment_daily_counts.conversions + 1` }))
    .execute()
    // An experiment deleted with its page in the meantime has nothing left to count.
    .catch(() => undefined);
}
