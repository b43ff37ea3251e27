import { describe, expect, it } from "vitest";
import { isReservedProjectId, RESERVED_PROJECT_IDS } from "./reserved-project-ids";
import { ANSWERS_PAGE_NOT_FOUND, answersPageNotFound, assertRouteParams, PROJECT_ID_PATTERN, SLUG_PATTERN, unknownRoute } from "./route-params";

function thrownBy(run: () => void): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

describe("route parameter patterns", () => {
  it.each(["ab", "a1", "Shop2026", "x9Z"])("accepts project id %s", (id) => {
    expect(PROJECT_ID_PATTERN.test(id)).toBe(true);
  });
  it.each(["a", "1abc", "ab-c", "ab_c", "", "ab c", "äb"])("refuses project id %s", (id) => {
    expect(PROJECT_ID_PATTERN.test(id)).toBe(false);
  });
  it.each(["a", "1", "about-us", "2026-offer", "A-b-9"])("accepts slug %s", (slug) => {
    expect(SLUG_PATTERN.test(slug)).toBe(true);
  });
  it.each(["-a", "", "a_b", "a b", "a/b", "a.b"])("refuses slug %s", (slug) => {
    expect(SLUG_PATTERN.test(slug)).toBe(false);
  });
});

describe("assertRouteParams", () => {
  const requested = { fullPath: "/project/1abc?tab=a+b&flag" };

  it("throws the product's 404 with the full path as requested when a parameter is malformed", async () => {
    const error = thrownBy(() => assertRouteParams(requested, { projectId: "1abc" }));
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(404);
    expect(await (error as Response).text()).toBe("Page Not Found: /project/1abc?tab=a+b&flag");
  });

  it("lets valid and absent optional parameters through", () => {
    expect(() => assertRouteParams(requested, { projectId: "abc", page: undefined })).not.toThrow();
    expect(() => assertRouteParams(requested, { projectId: "abc", module: "-x" })).toThrow();
  });

  it("answers unknown routes with the product's other text, as plain text", async () => {
    const error = thrownBy(() => unknownRoute({ fullPath: "/a/b/c/d?x=%20y" })) as Response;
    expect(error.status).toBe(404);
    expect(error.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await error.text()).toBe("Page not found: /a/b/c/d?x=%20y");
  });
});

describe("answersPageNotFound", () => {
  it("recognises only the not-found routes' handle", () => {
    expect(answersPageNotFound(ANSWERS_PAGE_NOT_FOUND)).toBe(true);
    for (const handle of [undefined, null, {}, { answersPageNotFound: "yes" }, "answersPageNotFound"]) expect(answersPageNotFound(handle)).toBe(false);
  });
});

describe("reserved project ids", () => {
  it("covers the app's own first path segments, case-insensitively", () => {
    for (const word of ["signin", "unverified", "about", "admin", "project", "editor", "api", "auth", "builds", "assets", "uploads", "media", "static", "public", "healthz"]) {
      expect(isReservedProjectId(word.toUpperCase())).toBe(true);
    }
    expect(isReservedProjectId("myshop")).toBe(false);
    expect(new Set(RESERVED_PROJECT_IDS).size).toBe(RESERVED_PROJECT_IDS.length);
  });
});
