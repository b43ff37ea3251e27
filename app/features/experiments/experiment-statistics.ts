/**
 * The statistics of an A/B test's results screen (docs/product.md#ab-tests), pure so they can be
 * checked against published values: Wilson score intervals for each conversion rate, the
 * Beta-Binomial probability that a variant beats the control, Pearson's chi-square test of the
 * observed split against the configured one, and the visitors a difference needs before it can
 * be trusted. Decision 0030 says why these and not others.
 */

/** z for a two-sided 95% interval. */
const Z_95 = 1.959963984540054;
/** z for 80% power, the usual planning value. */
const Z_POWER_80 = 0.8416212335729143;

export type Interval = { low: number; high: number };

/**
 * The Wilson score interval of `successes` out of `trials` at 95%: unlike the textbook
 * "rate ± 1.96 standard errors" it stays inside [0, 1] and keeps its coverage with few
 * conversions, which is where a landing page spends its first days.
 */
export function wilsonInterval(successes: number, trials: number, z = Z_95): Interval {
  if (trials <= 0) return { low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const centre = p + z2 / (2 * trials);
  const spread = z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  const denominator = 1 + z2 / trials;
  return { low: Math.max(0, (centre - spread) / denominator), high: Math.min(1, (centre + spread) / denominator) };
}

/** ln Γ(x) for x > 0 (Lanczos, g = 7, n = 9; about 15 significant digits). */
export function logGamma(x: number): number {
  const coefficients = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012,
    9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const shifted = x - 1;
  let sum = coefficients[0] ?? 0;
  const t = shifted + 7.5;
  for (let i = 1; i < 9; i++) sum += (coefficients[i] ?? 0) / (shifted + i);
  return 0.5 * Math.log(2 * Math.PI) + (shifted + 0.5) * Math.log(t) - t + Math.log(sum);
}

function logBeta(a: number, b: number): number {
  return logGamma(a) + logGamma(b) - logGamma(a + b);
}

export type Arm = { visitors: number; conversions: number };

/**
 * The probability that the variant's true rate is above the control's, each rate's posterior
 * being Beta(1 + conversions, 1 + non-conversions) from a uniform prior. Evan Miller's exact sum
 * ("Formulas for Bayesian A/B Testing", 2015): one term per conversion of the variant, so it is
 * exact and fast at any count a page sees; no random numbers, so the screen never flickers.
 */
export function probabilityToBeatControl(variant: Arm, control: Arm): number {
  const alphaB = 1 + variant.conversions;
  const betaB = 1 + Math.max(0, variant.visitors - variant.conversions);
  const alphaA = 1 + control.conversions;
  const betaA = 1 + Math.max(0, control.visitors - control.conversions);
  const logBetaA = logBeta(alphaA, betaA);
  let total = 0;
  for (let i = 0; i < alphaB; i++) {
    total += Math.exp(logBeta(alphaA + i, betaA + betaB) - Math.log(betaB + i) - logBeta(1 + i, betaB) - logBetaA);
  }
  return Math.min(1, Math.max(0, total));
}

/** The regularised upper incomplete gamma function Q(a, x) (series below a + 1, continued fraction above). */
function upperRegularisedGamma(a: number, x: number): number {
  if (x <= 0) return 1;
  const logPrefix = -x + a * Math.log(x) - logGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 500 && Math.abs(term) > Math.abs(sum) * 1e-15; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return 1 - sum * Math.exp(logPrefix);
  }
  // Lentz's method for the continued fraction.
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.exp(logPrefix) * h;
}

/** The probability of a chi-square statistic at least `statistic` with `degreesOfFreedom`. */
export function chiSquarePValue(statistic: number, degreesOfFreedom: number): number {
  return upperRegularisedGamma(degreesOfFreedom / 2, statistic / 2);
}

/**
 * Pearson's goodness-of-fit test of the visitors each variant got against the split configured
 * (weights in any unit): the p-value that a split this far off happens by chance.
 */
export function sampleRatioPValue(visitors: readonly number[], weights: readonly number[]): number {
  const total = visitors.reduce((sum, count) => sum + count, 0);
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0 || weightSum <= 0 || visitors.length < 2) return 1;
  let statistic = 0;
  visitors.forEach((observed, index) => {
    const expected = (total * (weights[index] ?? 0)) / weightSum;
    if (expected > 0) statistic += (observed - expected) ** 2 / expected;
  });
  return chiSquarePValue(statistic, visitors.length - 1);
}

/**
 * Visitors each arm needs to tell `controlRate` from `variantRate` with a two-sided 5% test at 80%
 * power (the normal approximation for two proportions); Infinity when the rates are equal.
 */
export function visitorsNeededPerArm(controlRate: number, variantRate: number): number {
  const difference = variantRate - controlRate;
  if (difference === 0) return Number.POSITIVE_INFINITY;
  const variance = controlRate * (1 - controlRate) + variantRate * (1 - variantRate);
  return Math.ceil(((Z_95 + Z_POWER_80) ** 2 * variance) / difference ** 2);
}
