import { describe, expect, it } from "vitest";
import { isReservedProjectId, RESERVED_PROJECT_IDS } from "./reserved-project-ids";
import { assertRouteParams, PROJECT_ID_PATTERN, SLUG_PATTERN, unknownRoute } from "./route-params";

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
  const request = new Request("http://localhost/project/1abc?tab=x");

  it("throws the spec's 404 with the full path when a parameter is malformed", () => {
    const error = thrownBy(() => assertRouteParams(request, { projectId: "1abc" }));
    expect(error).toMatchObject({ data: "Page Not Found: /project/1abc?tab=x", init: { status: 404 } });
  });

  it("lets valid and absent optional parameters through", () => {
    expect(() => assertRouteParams(request, { projectId: "abc", page: undefined })).not.toThrow();
    expect(() => assertRouteParams(request, { projectId: "abc", module: "-x" })).toThrow();
  });

  it("answers unknown routes with the spec's other text", () => {
    const error = thrownBy(() => unknownRoute(new Request("http://localhost/a/b/c/d")));
    expect(error).toMatchObject({ data: "Page not found: /a/b/c/d", init: { status: 404 } });
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
