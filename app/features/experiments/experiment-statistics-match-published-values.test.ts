import { describe, expect, it } from "vitest";
import { chiSquarePValue, logGamma, probabilityToBeatControl, sampleRatioPValue, visitorsNeededPerArm, wilsonInterval } from "./experiment-statistics";

describe("the Wilson score interval", () => {
  // Newcombe, R. G. (1998). "Two-sided confidence intervals for the single proportion: comparison
  // of seven methods." Statistics in Medicine 17, 857–872, Table II, method 3 (score, no continuity
  // correction), 95%: 81/263 → 0.2553–0.3662, 15/148 → 0.0624–0.1605, 0/20 → 0–0.1611, 1/29 → 0.0061–0.1718.
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])("of %i out of %i is Newcombe's %f to %f", (successes, trials, low, high) => {
    const interval = wilsonInterval(successes, trials);
    expect(interval.low).toBeCloseTo(low, 4);
    expect(interval.high).toBeCloseTo(high, 4);
  });

  it("is the whole range before the first visitor", () => {
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
  });
});

describe("the chi-square p-value", () => {
  // NIST/SEMATECH e-Handbook of Statistical Methods, section 1.3.6.7.4, "Critical Values of the
  // Chi-Square Distribution", upper tail: df 1 at 0.05 → 3.841, df 1 at 0.001 → 10.828,
  // df 2 at 0.001 → 13.816, df 3 at 0.001 → 16.266.
  it.each([
    [3.841, 1, 0.05],
    [10.828, 1, 0.001],
    [13.816, 2, 0.001],
    [16.266, 3, 0.001],
  ])("of %f with %i degrees of freedom is NIST's %f", (statistic, degrees, p) => {
    expect(chiSquarePValue(statistic, degrees) / p).toBeCloseTo(1, 3);
  });

  it("with two degrees of freedom is exp(-x/2), its closed form", () => {
    for (const x of [0.5, 3, 9, 40]) expect(chiSquarePValue(x, 2)).toBeCloseTo(Math.exp(-x / 2), 12);
  });
});

describe("the sample-ratio check", () => {
  it("finds an even split of 5,000 to 5,000 unremarkable and 5,200 to 4,800 a mismatch", () => {
    expect(sampleRatioPValue([5000, 5000], [50, 50])).toBeCloseTo(1, 10);
    // (200² / 5000) · 2 = 16, p ≈ 6.3e-5 (df 1)
    expect(sampleRatioPValue([5200, 4800], [50, 50])).toBeLessThan(0.001);
  });

  it("compares against the configured split, not an even one", () => {
    expect(sampleRatioPValue([7000, 3000], [70, 30])).toBeCloseTo(1, 10);
    expect(sampleRatioPValue([7000, 3000], [50, 50])).toBeLessThan(1e-6);
  });
});

/** P(B > A) by numerical integration of the two Beta posteriors, an independent check of the closed form. */
function integratedProbability(b: { visitors: number; conversions: number }, a: { visitors: number; conversions: number }): number {
  const steps = 200_000;
  const logDensity = (x: number, alpha: number, beta: number) => (alpha - 1) * Math.log(x) + (beta - 1) * Math.log(1 - x) - (logGamma(alpha) + logGamma(beta) - logGamma(alpha + beta));
  const [alphaA, betaA, alphaB, betaB] = [1 + a.conversions, 1 + a.visitors - a.conversions, 1 + b.conversions, 1 + b.visitors - b.conversions];
  // ∫ f_B(x) · F_A(x) dx, with F_A accumulated along the same grid (midpoint rule).
  let cumulativeA = 0;
  let total = 0;
  for (let i = 0; i < steps; i++) {
    const x = (i + 0.5) / steps;
    const densityA = Math.exp(logDensity(x, alphaA, betaA)) / steps;
    total += Math.exp(logDensity(x, alphaB, betaB)) * (cumulativeA + densityA / 2) / steps;
    cumulativeA += densityA;
  }
  return total;
}

describe("the probability to beat the control", () => {
  // Worked in closed form: with uniform priors, one converting visitor makes B's posterior
  // Beta(2, 1) against A's Beta(1, 1), and P(X > Y) = ∫ 2x · x dx = 2/3; in general a/(a+1).
  it("is 2/3 after B's single converting visitor and 3/4 after two", () => {
    expect(probabilityToBeatControl({ visitors: 1, conversions: 1 }, { visitors: 0, conversions: 0 })).toBeCloseTo(2 / 3, 12);
    expect(probabilityToBeatControl({ visitors: 2, conversions: 2 }, { visitors: 0, conversions: 0 })).toBeCloseTo(3 / 4, 12);
  });

  it("is one half between equal figures", () => {
    expect(probabilityToBeatControl({ visitors: 1000, conversions: 100 }, { visitors: 1000, conversions: 100 })).toBeCloseTo(0.5, 10);
  });

  it.each([
    [{ visitors: 1000, conversions: 120 }, { visitors: 1000, conversions: 100 }],
    [{ visitors: 200, conversions: 9 }, { visitors: 210, conversions: 14 }],
    [{ visitors: 5000, conversions: 260 }, { visitors: 5100, conversions: 240 }],
  ])("agrees with numerical integration for %o against %o", (variant, control) => {
    expect(probabilityToBeatControl(variant, control)).toBeCloseTo(integratedProbability(variant, control), 4);
  });

  it("is complementary when the two swap places", () => {
    const a = { visitors: 800, conversions: 40 };
    const b = { visitors: 790, conversions: 52 };
    expect(probabilityToBeatControl(b, a) + probabilityToBeatControl(a, b)).toBeCloseTo(1, 10);
  });
});

describe("the visitors a difference needs", () => {
  // Lehr's rule of thumb (van Belle, Statistical Rules of Thumb, 2nd ed., 2008, §2.3): 16 · p̄(1 − p̄) / δ²
  // per group at a two-sided 5% test with 80% power; 10% against 12% gives 16 · 0.11 · 0.89 / 0.02² = 3,916.
  it("is within 3% of Lehr's 3,916 per arm for 10% against 12%", () => {
    expect(visitorsNeededPerArm(0.1, 0.12) / 3916).toBeCloseTo(1, 1);
    expect(Math.abs(visitorsNeededPerArm(0.1, 0.12) - 3916) / 3916).toBeLessThan(0.03);
  });

  it("is endless when the rates are the same", () => {
    expect(visitorsNeededPerArm(0.1, 0.1)).toBe(Number.POSITIVE_INFINITY);
  });
});
