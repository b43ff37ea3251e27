import { describe, expect, it } from "vitest";
import { projectIdBaseFromName, projectIdFormatProblem } from "./project-id";

describe("project ids", () => {
  it("are suggested from a name as lower-case letters and digits starting with a letter", () => {
    expect(projectIdBaseFromName("Café Crème 2026!")).toBe("cafecreme2026");
    expect(projectIdBaseFromName("  42 Bakery ")).toBe("bakery");
    expect(projectIdBaseFromName("Über-Shop")).toBe("ubershop");
  });

  it("fall back to a generic id when a name has fewer than two usable characters", () => {
    expect(projectIdBaseFromName("Кафе")).toBe("site");
    expect(projectIdBaseFromName("A")).toBe("site");
    expect(projectIdBaseFromName("123")).toBe("site");
  });

  it("keep suggestions short enough to take a random suffix", () => {
    expect(projectIdBaseFromName("x".repeat(100))).toHaveLength(32);
  });

  it("explain each rule an id breaks", () => {
    expect(projectIdFormatProblem("")).toBe("Enter a project id.");
    expect(projectIdFormatProblem("1abc")).toBe("A project id must start with a letter.");
    expect(projectIdFormatProblem("a")).toBe("A project id needs at least 2 characters.");
    expect(projectIdFormatProblem("a".repeat(41))).toBe("A project id can be at most 40 characters.");
    expect(projectIdFormatProblem("my-site")).toMatch(/only contain letters and digits/);
    expect(projectIdFormatProblem("Admin")).toBe("“admin” is used by Pagewright itself. Choose another id.");
    expect(projectIdFormatProblem("MySite2")).toBeNull();
  });
});
