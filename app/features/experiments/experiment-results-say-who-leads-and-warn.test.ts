import { describe, expect, it } from "vitest";
import { experimentResults, warningText } from "./experiment-results";

const arm = (label: string, visitors: number, conversions: number, weight = 50) => ({ label, visitors, conversions, weight });

describe("an experiment's results", () => {
  it("say that B is ahead and how many more visitors to wait for", () => {
    const results = experimentResults([arm("A", 1000, 100), arm("B", 1000, 115)], 10);
    const b = results.variants[1];
    expect(b?.probabilityToBeatControl).toBeGreaterThan(0.8);
    expect(b?.probabilityToBeatControl).toBeLessThan(0.95);
    expect(results.sentence).toMatch(/^B is ahead with \d{2}% probability; keep running until about [\d,]+ more visitors\.$/);
    expect(results.warnings).toEqual([]);
  });

  it("say a variant may be trusted once it is ahead with 95% probability", () => {
    const results = experimentResults([arm("A", 5000, 250), arm("B", 5000, 350)], 14);
    expect(results.sentence).toMatch(/^B is ahead with (99|100)% probability\.$/);
  });

  it("name the original when it leads", () => {
    const results = experimentResults([arm("A", 1000, 130), arm("B", 1000, 100)], 10);
    expect(results.sentence).toMatch(/^A \(the original\) is ahead with 9\d% probability/);
  });

  it("say there is nothing yet before the first visitor, and warn of few visitors and a short run", () => {
    const results = experimentResults([arm("A", 0, 0), arm("B", 0, 0)], 0);
    expect(results.sentence).toBe("No visitors yet.");
    expect(results.warnings.map((warning) => warning.kind)).toEqual(["few-visitors", "few-visitors", "short-run"]);
  });

  it("warn of a sample-ratio mismatch against the configured split", () => {
    const results = experimentResults([arm("A", 5300, 500), arm("B", 4700, 470)], 10);
    const mismatch = results.warnings.find((warning) => warning.kind === "sample-ratio-mismatch");
    expect(mismatch).toBeDefined();
    expect(warningText(mismatch!)).toContain("sample-ratio mismatch");
    expect(experimentResults([arm("A", 6000, 500, 60), arm("B", 4000, 300, 40)], 10).warnings).toEqual([]);
  });

  it("compare each of B and C with the control", () => {
    const results = experimentResults([arm("A", 900, 90, 34), arm("B", 900, 60, 33), arm("C", 900, 130, 33)], 8);
    expect(results.variants[1]?.probabilityToBeatControl).toBeLessThan(0.05);
    expect(results.variants[2]?.probabilityToBeatControl).toBeGreaterThan(0.99);
    expect(results.sentence).toMatch(/^C is ahead/);
  });
});
