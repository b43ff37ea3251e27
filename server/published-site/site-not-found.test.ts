import { describe, expect, it } from "vitest";
import { notFoundTextBelowProject } from "./site-not-found";

describe("the not-found text below a live project", () => {
  it("is the product's `Page not found` for well-formed addresses nothing is published at", () => {
    expect(notFoundTextBelowProject("/bakery/nope", "/bakery/nope?a=%20b")).toBe("Page not found: /bakery/nope?a=%20b");
    expect(notFoundTextBelowProject("/bakery/nope/module", "/bakery/nope/module")).toBe("Page not found: /bakery/nope/module");
    expect(notFoundTextBelowProject("/bakery/a/b/c", "/bakery/a/b/c")).toBe("Page not found: /bakery/a/b/c");
    expect(notFoundTextBelowProject("/bakery/nope/", "/bakery/nope/")).toBe("Page not found: /bakery/nope/");
  });

  it("is the validation's `Page Not Found` when the page or module part breaks its pattern", () => {
    expect(notFoundTextBelowProject("/bakery/bad_slug", "/bakery/bad_slug")).toBe("Page Not Found: /bakery/bad_slug");
    expect(notFoundTextBelowProject("/bakery/-x/module", "/bakery/-x/module")).toBe("Page Not Found: /bakery/-x/module");
    expect(notFoundTextBelowProject("/bakery/caf%C3%A9", "/bakery/caf%C3%A9")).toBe("Page Not Found: /bakery/caf%C3%A9");
  });

  it("leaves what it cannot tell to the app", () => {
    expect(notFoundTextBelowProject("/bakery//x", "/bakery//x")).toBeNull();
    expect(notFoundTextBelowProject("/bakery/%E0%A4%A", "/bakery/%E0%A4%A")).toBeNull();
    expect(notFoundTextBelowProject("/bakery/nope.data", "/bakery/nope")).toBeNull();
  });
});
