import { probabilityToBeatControl, sampleRatioPValue, visitorsNeededPerArm, wilsonInterval, type Arm, type Interval } from "./experiment-statistics";

/** Below this many visitors a variant's figures are flagged as too few to read (docs/product.md#ab-tests). */
export const MIN_VISITORS_PER_VARIANT = 100;
/** A test shorter than a week misses the weekday/weekend cycle of most sites' traffic. */
export const MIN_RUNNING_DAYS = 7;
/** A sample-ratio mismatch is reported below this p-value of the chi-square test. */
export const SAMPLE_RATIO_P_THRESHOLD = 0.001;
/** From this probability on, the sentence says a variant may be promoted. */
export const DECISIVE_PROBABILITY = 0.95;

export type VariantFigures = Arm & { label: string; weight: number };

export type VariantResult = VariantFigures & {
  rate: number;
  interval: Interval;
  /** Null for the control itself. */
  probabilityToBeatControl: number | null;
};

export type ResultWarning =
  | { kind: "few-visitors"; label: string; visitors: number }
  | { kind: "short-run"; days: number }
  | { kind: "sample-ratio-mismatch"; pValue: number };

export type ExperimentResults = { variants: VariantResult[]; sentence: string; warnings: ResultWarning[] };

const percent = (value: number) => `${Math.round(value * 100)}%`;
const count = (value: number) => new Intl.NumberFormat("en-US").format(value);

/** Rounds visitors still to come to two significant figures: "about N" should not pretend to precision. */
function roughly(visitors: number): number {
  if (visitors < 100) return Math.ceil(visitors / 10) * 10;
  const magnitude = 10 ** (Math.floor(Math.log10(visitors)) - 1);
  return Math.ceil(visitors / magnitude) * magnitude;
}

function sentenceOf(variants: readonly VariantResult[]): string {
  const [control, ...challengers] = variants;
  if (!control || challengers.length === 0) return "This test has no variant to compare.";
  if (variants.every((variant) => variant.visitors === 0)) return "No visitors yet.";
  const best = challengers.reduce((leader, variant) => ((variant.probabilityToBeatControl ?? 0) > (leader.probabilityToBeatControl ?? 0) ? variant : leader));
  const bestProbability = best.probabilityToBeatControl ?? 0;
  const leader = bestProbability >= 0.5 ? best : control;
  // The control leads with the probability that no challenger beats it, bounded by the strongest one.
  const probability = leader === control ? 1 - bestProbability : bestProbability;
  const name = leader === control ? `${control.label} (the original)` : leader.label;
  const opening = `${name} is ahead with ${percent(probability)} probability`;
  if (probability >= DECISIVE_PROBABILITY) return `${opening}.`;
  const perArm = visitorsNeededPerArm(control.rate, best.rate);
  const still = Number.isFinite(perArm) ? variants.reduce((sum, variant) => sum + Math.max(0, perArm - variant.visitors), 0) : Number.POSITIVE_INFINITY;
  if (!Number.isFinite(still) || still === 0) return `${opening}; no difference shows yet.`;
  return `${opening}; keep running until about ${count(roughly(still))} more visitors.`;
}

/**
 * What the results screen shows for an experiment: per variant (control first) visitors,
 * conversions, rate with its 95% Wilson interval and the probability to beat the control; one
 * plain sentence; and the guardrails' warnings.
 */
export function experimentResults(figures: readonly VariantFigures[], runningDays: number): ExperimentResults {
  const control = figures[0];
  const variants = figures.map((variant, index) => ({
    ...variant,
    rate: variant.visitors > 0 ? variant.conversions / variant.visitors : 0,
    interval: wilsonInterval(variant.conversions, variant.visitors),
    probabilityToBeatControl: index === 0 || !control ? null : probabilityToBeatControl(variant, control),
  }));
  const warnings: ResultWarning[] = [];
  for (const variant of variants) {
    if (variant.visitors < MIN_VISITORS_PER_VARIANT) warnings.push({ kind: "few-visitors", label: variant.label, visitors: variant.visitors });
  }
  if (runningDays < MIN_RUNNING_DAYS) warnings.push({ kind: "short-run", days: runningDays });
  const pValue = sampleRatioPValue(
    variants.map((variant) => variant.visitors),
    variants.map((variant) => variant.weight),
  );
  if (pValue < SAMPLE_RATIO_P_THRESHOLD) warnings.push({ kind: "sample-ratio-mismatch", pValue });
  return { variants, sentence: sentenceOf(variants), warnings };
}

/** The words of a warning on the results screen. */
export function warningText(warning: ResultWarning): string {
  switch (warning.kind) {
    case "few-visitors":
      return `${warning.label} has ${count(warning.visitors)} visitors; below ${MIN_VISITORS_PER_VARIANT} its figures are mostly chance.`;
    case "short-run":
      return `The test has run ${warning.days} ${warning.days === 1 ? "day" : "days"}; run it at least ${MIN_RUNNING_DAYS} to include a whole week.`;
    case "sample-ratio-mismatch":
      return "The visitors are not split as configured (sample-ratio mismatch, p < 0.001): something sends some visitors to one variant; do not trust these results.";
  }
}
