import type { Db } from "~/access/project-access.server";
import type { PublishedExperiment } from "~/lib/published-experiments";
import type { ExperimentGoal } from "../../../db/schema";

export type RunningExperiment = {
  id: string;
  /** The page under test (variant A). */
  pageId: string;
  goal: ExperimentGoal;
  goalUrl: string | null;
  variants: { label: string; weight: number; pageId: string }[];
};

export type ExperimentSources = {
  /** Pages that are copies under test (B, C) of a draft or running experiment: never published at their own address. */
  variantPageIds: Set<string>;
  running: RunningExperiment[];
};

/** The A/B tests a publication of the project carries (docs/product.md#ab-tests). */
export async function readExperimentSources(db: Db, projectId: string): Promise<ExperimentSources> {
  const rows = await db
    .selectFrom("experiments")
    .innerJoin("experimentVariants", "experimentVariants.experimentId", "experiments.id")
    .select(["experiments.id", "experiments.pageId as controlPageId", "experiments.status", "experiments.goal", "experiments.goalUrl", "experimentVariants.label", "experimentVariants.weight", "experimentVariants.pageId"])
    .where("experiments.projectId", "=", projectId)
    .where("experiments.status", "in", ["draft", "running"])
    .orderBy("experiments.id")
    .orderBy("experimentVariants.label")
    .execute();
  const variantPageIds = new Set<string>();
  const running = new Map<string, RunningExperiment>();
  for (const row of rows) {
    if (row.pageId === null) continue;
    if (row.label !== "A") variantPageIds.add(row.pageId);
    if (row.status !== "running") continue;
    let experiment = running.get(row.id);
    if (!experiment) {
      experiment = { id: row.id, pageId: row.controlPageId, goal: row.goal, goalUrl: row.goalUrl, variants: [] };
      running.set(row.id, experiment);
    }
    experiment.variants.push({ label: row.label, weight: row.weight, pageId: row.pageId });
  }
  return { variantPageIds, running: [...running.values()] };
}

/**
 * The pages a publication is made from, as fingerprinted: the copies under test only while their
 * test runs, so starting or ending a test is a change to publish and a draft copy is none.
 */
export function fingerprintedPages<Page extends { id: string }>(pages: readonly Page[], experiments: ExperimentSources): Page[] {
  const running = new Set(experiments.running.flatMap((experiment) => experiment.variants.filter((variant) => variant.label !== "A").map((variant) => variant.pageId)));
  return pages.filter((page) => !experiments.variantPageIds.has(page.id) || running.has(page.id));
}

/** What the fast path needs of a running experiment: where the page is and how to split its visitors. */
export function publishedExperimentOf(experiment: RunningExperiment, paths: string[]): PublishedExperiment {
  return { id: experiment.id, paths, goal: experiment.goal, goalUrl: experiment.goalUrl, variants: experiment.variants.map(({ label, weight }) => ({ label, weight })) };
}
