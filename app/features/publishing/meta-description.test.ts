import { describe, expect, it } from "vitest";
import { firstTextOf, metaDescriptionFor, trimToWordBoundary } from "./meta-description";

describe("a published page's meta description", () => {
  it("is the page's own description when it has one", () => {
    expect(metaDescriptionFor("Fresh bread daily.", "The bakery.", "<main><p>Welcome</p></main>")).toBe("Fresh bread daily.");
  });

  it("falls back to the project's default, then to the page's first text", () => {
    expect(metaDescriptionFor("", "The bakery.", "<main><p>Welcome</p></main>")).toBe("The bakery.");
    expect(metaDescriptionFor(undefined, null, "<main><h1>Bread</h1><p>Baked at dawn &amp; sold by noon.</p></main>")).toBe("Baked at dawn & sold by noon.");
  });

  it("takes headings and other text when the page has no paragraph, but never a form's labels", () => {
    expect(firstTextOf('<main><h1 class="x">Our menu</h1><ul><li>Rye</li></ul><form><label>Name</label></form></main>')).toBe("Our menu Rye");
  });

  it("joins paragraphs until a description is full, and leaves out icons and scripts", () => {
    const paragraph = "word ".repeat(20).trim();
    const text = firstTextOf(`<p><svg><title>icon</title></svg>${paragraph}</p><p>${paragraph}</p><p>never</p>`);
    expect(text).not.toContain("icon");
    expect(text).not.toContain("never");
    expect(text.length).toBeLessThanOrEqual(155);
  });

  it("is cut on a word boundary at about 155 characters, with an ellipsis", () => {
    const long = "Handmade sourdough loaves, ".repeat(10);
    const trimmed = trimToWordBoundary(long);
    expect(Array.from(trimmed).length).toBeLessThanOrEqual(155);
    expect(trimmed.endsWith("loaves…") || trimmed.endsWith("sourdough…") || trimmed.endsWith("Handmade…")).toBe(true);
    expect(trimToWordBoundary("Short and sweet.")).toBe("Short and sweet.");
  });

  it("cuts one unbroken word where it must rather than returning nothing", () => {
    expect(trimToWordBoundary("a".repeat(400))).toBe(`${"a".repeat(154)}…`);
  });
});
