import { describe, expect, it } from "vitest";
import { copySuggestion } from "./copy-suggestion";
import { moduleDuplicateSchema, pageDuplicateSchema } from "./schema";
import { NAME_MAX_LENGTH } from "~/lib/name-limits";
import { SLUG_MAX_LENGTH } from "~/lib/slug";

describe("the suggestion for a copy of a page or module", () => {
  it("marks the name and slug as a copy", () => {
    expect(copySuggestion({ name: "About us", slug: "about" })).toEqual({ name: "About us (copy)", slug: "about-copy" });
  });

  it.each([
    ["the longest name and slug", "x".repeat(NAME_MAX_LENGTH), "a".repeat(SLUG_MAX_LENGTH)],
    ["a name of characters outside the basic plane", "😀".repeat(NAME_MAX_LENGTH / 2), "a-".repeat(SLUG_MAX_LENGTH / 2 - 1) + "a"],
    ["a name with spaces where it is cut", `${"x".repeat(NAME_MAX_LENGTH - 8)}${" ".repeat(8)}`, `${"a".repeat(SLUG_MAX_LENGTH - 6)}-bbbbb`],
  ])("passes the duplicate forms' own rules for %s", (_, name, slug) => {
    const suggestion = copySuggestion({ name, slug });
    expect(pageDuplicateSchema.safeParse({ title: suggestion.name, slug: suggestion.slug }).success).toBe(true);
    expect(moduleDuplicateSchema.safeParse(suggestion).success).toBe(true);
    expect(suggestion.name.endsWith(" (copy)") && suggestion.slug.endsWith("-copy")).toBe(true);
    expect(suggestion.slug).not.toContain("--copy");
  });
});
