import { requireReadableProject, type Actor, type Db } from "~/access/project-access.server";
import { AppError } from "~/lib/app-error";
import type { ExperimentGoal, ExperimentStatus } from "../../../db/schema";
import { EXPERIMENT_NOT_FOUND_MESSAGE } from "./experiment-messages";
import { experimentResults, type ExperimentResults } from "./experiment-results";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The chart shows at most this many days, the latest ones. */
const CHART_DAYS = 90;

export type ExperimentSummary = {
  id: string;
  pageId: string;
  pageTitle: string;
  status: ExperimentStatus;
  goal: ExperimentGoal;
  goalUrl: string | null;
  startedAt: Date | null;
  endedAt: Date | null;
  winner: string | null;
  variants: { label: string; weight: number; pageId: string | null }[];
};

/** One day of the chart: each variant's cumulative conversion rate up to that day. */
export type ExperimentDay = { day: string; rates: Record<string, number | null> };

export type ExperimentDetails = ExperimentSummary & { results: ExperimentResults; days: ExperimentDay[] };

/** The project's A/B tests, newest first, for the list on the A/B tests screen (members who see the project, or admin). */
export async function listExperiments(db: Db, actor: Actor, input: { projectId: string }): Promise<ExperimentSummary[]> {
  const { id: projectId } = await requireReadableProject(db, actor, input.projectId);
  const [experiments, variants] = await Promise.all([
    db
      .selectFrom("experiments")
      .innerJoin("pages", "pages.id", "experiments.pageId")
      .select(["experiments.id", "experiments.pageId", "pages.title as pageTitle", "experiments.status", "experiments.goal", "experiments.goalUrl", "experiments.startedAt", "experiments.endedAt", "experiments.winner", "experiments.created"])
      .where("experiments.projectId", "=", projectId)
      .orderBy("experiments.created", "desc")
      .execute(),
    db
      .selectFrom("experimentVariants")
      .innerJoin("experiments", "experiments.id", "experimentVariants.experimentId")
      .select(["experimentVariants.experimentId", "experimentVariants.label", "experimentVariants.weight", "experimentVariants.pageId"])
      .where("experiments.projectId", "=", projectId)
      .orderBy("experimentVariants.label")
      .execute(),
  ]);
  return experiments.map(({ created: _created, ...experiment }) => ({
    ...experiment,
    variants: variants.filter((variant) => variant.experimentId === experiment.id).map(({ label, weight, pageId }) => ({ label, weight, pageId })),
  }));
}

/**
 * One test with its results (docs/product.md#ab-tests): per variant visitors, conversions, rate
 * with its interval and probability to beat the control, the plain sentence, the guardrails'
 * warnings, and each variant's cumulative rate per day for the chart.
 */
export async function getExperiment(db: Db, actor: Actor, input: { projectId: string; experimentId: string; now?: Date }): Promise<ExperimentDetails> {
  const experiment = (await listExperiments(db, actor, input)).find((candidate) => candidate.id === input.experimentId);
  if (!experiment) throw new AppError("NOT_FOUND", EXPERIMENT_NOT_FOUND_MESSAGE);
  const counts = await db
    .selectFrom("experimentDailyCounts")
    .select(["label", "day", "visitors", "conversions"])
    .where("experimentId", "=", experiment.id)
    .orderBy("day")
    .execute();
  const totals = new Map(experiment.variants.map((variant) => [variant.label, { visitors: 0, conversions: 0 }]));
  const days: ExperimentDay[] = [];
  for (const row of counts) {
    const total = totals.get(row.label);
    if (!total) continue;
    total.visitors += Number(row.visitors);
    total.conversions += Number(row.conversions);
    if (days.at(-1)?.day !== row.day) days.push({ day: row.day, rates: {} });
    const today = days.at(-1);
    if (today) for (const [label, sum] of totals) today.rates[label] = sum.visitors > 0 ? sum.conversions / sum.visitors : null;
  }
  const end = experiment.endedAt ?? input.now ?? new Date();
  const runningDays = experiment.startedAt ? Math.floor((end.getTime() - experiment.startedAt.getTime()) / DAY_MS) : 0;
  const figures = experiment.variants.map((variant) => ({ label: variant.label, weight: variant.weight, ...(totals.get(variant.label) ?? { visitors: 0, conversions: 0 }) }));
  return { ...experiment, results: experimentResults(figures, runningDays), days: days.slice(-CHART_DAYS) };
}
