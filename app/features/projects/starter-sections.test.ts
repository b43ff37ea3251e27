import { describe, expect, it } from "vitest";
import { validateSection } from "~/features/sections/render-sections";
import { NAME_MAX_LENGTH } from "~/lib/name-limits";
import { NAME_DOES_NOT_FIT_MESSAGE, starterSections } from "./starter-sections";
import { AppError } from "~/lib/app-error";

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

  it("takes the longest name a project may have, whole, into every field made from it", () => {
    const name = "é".repeat(NAME_MAX_LENGTH);
    const [header, hero] = starterSections(name);
    expect(header?.props).toMatchObject({ siteName: name });
    expect(hero?.props).toMatchObject({ title: `${name}, made simple` });
    for (const section of starterSections(name)) expect(validateSection(section).ok, section.type).toBe(true);
  });

  it("answers a name that does not fit with a refusal for the name field, never with the section library's exception", () => {
    let thrown: unknown;
    try {
      starterSections("x".repeat(NAME_MAX_LENGTH * 2));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({ code: "INVALID", status: 400, fieldErrors: { name: NAME_DOES_NOT_FIT_MESSAGE } });
  });
});
