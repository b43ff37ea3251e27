import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it.each(["/", "/project/shop", "/project/shop/leads?status=new#top", "/editor/shop/home"])("keeps the same-site path %s", (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    "https://evil.example",
    "//evil.example",
    "//evil.example/path",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "http:/evil.example",
    "evil.example",
    "/\tevil",
    "",
    null,
    undefined,
  ])("turns the open redirect %s into /", (path) => {
    expect(safeRedirectPath(path)).toBe("/");
  });

  it("keeps percent-encoded line breaks encoded, so they cannot split a header", () => {
    expect(safeRedirectPath("/%0d%0aLocation:https://evil.example")).toBe("/%0d%0aLocation:https://evil.example");
  });
});
