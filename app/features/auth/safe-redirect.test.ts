import { describe, expect, it } from "vitest";
import { MAX_REDIRECT_PATH_LENGTH, safeRedirectPath } from "./safe-redirect";
import { OPEN_REDIRECT_ATTEMPTS, staysOnSite } from "./test-fixtures";

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

  it.each(OPEN_REDIRECT_ATTEMPTS)("answers a path that stays on the site for %j", (attempt) => {
    const result = safeRedirectPath(attempt);
    expect(staysOnSite(result), result).toBe(true);
  });

  it("normalises before it checks, so dot segments cannot make a scheme-relative URL", () => {
    expect(safeRedirectPath("/.//evil.example/phish")).toBe("/");
    expect(safeRedirectPath("/..//evil.example")).toBe("/");
    expect(safeRedirectPath("/project/./shop/../shop")).toBe("/project/shop");
  });

  it("keeps percent-encoded line breaks encoded, so they cannot split a header", () => {
    expect(safeRedirectPath("/%0d%0aLocation:https://evil.example")).toBe("/%0d%0aLocation:https://evil.example");
  });

  it(`keeps destinations up to ${MAX_REDIRECT_PATH_LENGTH} characters and drops longer ones`, () => {
    const longest = `/${"a".repeat(MAX_REDIRECT_PATH_LENGTH - 1)}`;
    expect(safeRedirectPath(longest)).toBe(longest);
    expect(safeRedirectPath(`${longest}a`)).toBe("/");
    expect(safeRedirectPath(`/${"é".repeat(MAX_REDIRECT_PATH_LENGTH / 2)}`)).toBe("/");
  });
});
