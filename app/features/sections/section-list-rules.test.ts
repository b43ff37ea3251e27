import { describe, expect, it } from "vitest";
import { sectionListProblems } from "./section-list-rules";

const hero = { id: "s1", type: "hero", variant: "kale", props: { title: "Hello" } };
const reference = { id: "s2", type: "module-reference", variant: "default", props: { moduleId: "m1" } };

describe("section list rules", () => {
  it("accept valid sections and, on pages, module references", () => {
    expect(sectionListProblems([hero, reference], { allowModuleReferences: true })).toEqual([]);
  });

  it("refuse a module reference inside a module", () => {
    expect(sectionListProblems([reference], { allowModuleReferences: false })[0]?.message).toMatch(/cannot contain another module/);
  });

  it("refuse unknown types, unknown variants and content the schema refuses, naming the section", () => {
    const problems = sectionListProblems(
      [
        { id: "a", type: "marquee", variant: "default", props: {} },
        { id: "b", type: "faq", variant: "studio", props: {} },
        { id: "c", type: "hero", variant: "default", props: { title: "x".repeat(500) } },
        { id: "d", type: "module-reference", variant: "default", props: { moduleId: "m1", html: "<script>" } },
      ],
      { allowModuleReferences: true },
    );
    expect(problems.map((problem) => problem.sectionId)).toEqual(["a", "b", "c", "d"]);
    expect(problems[2]?.message).toBe("Section 3 (hero): title: At most 120 characters.");
  });
});
