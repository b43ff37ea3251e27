import { describe, expect, it } from "vitest";
import { customAnswersByLabel } from "./lead-representation";

describe("a lead's own questions", () => {
  it("are keyed by their labels in the form's order, a label asked twice numbered from the second", () => {
    const answers = customAnswersByLabel([
      { label: "Company", value: "Analytical Engines" },
      { label: "Budget", value: "5,000 €" },
      { label: "Company", value: "Difference Engines" },
      { label: "Company (2)", value: "kept apart" },
    ]);
    expect(answers).toEqual({ Company: "Analytical Engines", Budget: "5,000 €", "Company (2)": "Difference Engines", "Company (2) (2)": "kept apart" });
    expect(Object.keys(answers)).toEqual(["Company", "Budget", "Company (2)", "Company (2) (2)"]);
  });

  it("keep a label that names an object's own property as a plain key", () => {
    const answers = customAnswersByLabel([{ label: "__proto__", value: "x" }, { label: "constructor", value: "y" }]);
    expect(Object.keys(answers)).toEqual(["__proto__", "constructor"]);
    expect(JSON.parse(JSON.stringify(answers))).toEqual({ ["__proto__"]: "x", constructor: "y" });
  });
});
