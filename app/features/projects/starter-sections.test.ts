import { describe, expect, it } from "vitest";
import { validateSection } from "~/features/sections/render-sections";
import { starterSections } from "./starter-sections";

describe("the starter landing page", () => {
  it("holds header, hero, feature list, pricing, FAQ and contact, each valid for its type", () => {
    const sections = starterSections("Acme");
    expect(sections.map((section) => section.type)).toEqual(["header", "hero", "feature-list", "pricing", "faq", "contact"]);
    for (const section of sections) {
      const result = validateSection(section);
      expect(result.ok ? "valid" : result.problem.message, section.type).toBe("valid");
    }
  });

  it("keeps the example content rather than falling back to the section defaults", () => {
    const [header, hero, features, , faq] = starterSections("Acme");
    expect(header?.props).toMatchObject({ siteName: "Acme" });
    expect(hero?.props).toMatchObject({ title: "Acme, made simple" });
    expect(features?.props).toMatchObject({ title: "Why people choose us", features: [{ title: "Fast to start" }, { title: "Built to last" }, { title: "Here to help" }] });
    expect(faq?.props).toMatchObject({ questions: [{ question: "Can I cancel at any time?" }, {}, {}] });
  });

  it("stores the ids of repeated items, so they stay the same at every render", () => {
    const [, , features] = starterSections("Acme");
    const first = validateSection(features);
    const second = validateSection(features);
    expect(first.ok && second.ok && first.section.props).toEqual(second.ok && second.section.props);
  });
});
