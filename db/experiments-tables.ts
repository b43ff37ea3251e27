import type { ColumnType } from "kysely";
import type { Timestamp } from "./column-shapes";

/** draft (variants being edited) → running (published, visitors split) → ended (stopped or a winner promoted). */
export type ExperimentStatus = "draft" | "running" | "ended";
/** A lead from any form on the page, or a click on one chosen messaging link through the counted redirect. */
export type ExperimentGoal = "lead" | "click";

/** An A/B test of one page; see db/migrations/0018-experiments.ts and docs/product.md#ab-tests. */
export interface ExperimentsTable {
  id: string;
  projectId: string;
  /** The page under test: variant A, the control, whose address every variant is served at. */
  pageId: string;
  status: ExperimentStatus;
  goal: ExperimentGoal;
  /** For a click goal, the link whose clicks count; null for a lead goal. */
  goalUrl: string | null;
  startedAt: Timestamp | null;
  endedAt: Timestamp | null;
  /** The label of the variant promoted when it ended, or null (stopped, or still running). */
  winner: string | null;
  created: Timestamp;
}

/** One arm of an experiment: A is the page itself, B and C copies of it the partner edits. */
export interface ExperimentVariantsTable {
  experimentId: string;
  /** "A", "B" or "C". */
  label: string;
  /** Null once the test ended and the copy was deleted. */
  pageId: string | null;
  /** Share of visitors, in percent; an experiment's weights add up to 100. */
  weight: number;
}

/** Visitors and goal completions per variant and UTC day, written in batches like page views. */
export interface ExperimentDailyCountsTable {
  experimentId: string;
  label: string;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  visitors: number;
  conversions: number;
}

/** The experiment and variant a lead came from, on `leads`; null for leads of pages not under test. */
export type LeadExperimentColumns = {
  experimentId: ColumnType<string | null, string | null | undefined, string | null>;
  experimentVariant: ColumnType<string | null, string | null | undefined, string | null>;
};
