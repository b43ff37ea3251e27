import { describe, expect, it } from "vitest";
import { previewLinkTarget } from "./preview-link-target";

const pages = [
  { slug: "home", isHome: true },
  { slug: "about", isHome: false },
];
const onHome = { projectId: "acme", pages, current: { kind: "page" as const, slug: "home" } };
const onModule = { projectId: "acme", pages, current: { kind: "module" as const, slug: "club" } };

describe("a link activated in the preview", () => {
  it("scrolls to an anchor of the previewed document, or to its top", () => {
    expect(previewLinkTarget("#contact", onHome)).toEqual({ kind: "anchor", id: "contact" });
    expect(previewLinkTarget("#", onHome)).toEqual({ kind: "anchor", id: "" });
    expect(previewLinkTarget("/acme#pricing", onHome)).toEqual({ kind: "anchor", id: "pricing" });
    expect(previewLinkTarget("/acme/home", onHome)).toEqual({ kind: "anchor", id: "" });
  });

  it("opens another page of the project in the editor, the home page at the project's root", () => {
    expect(previewLinkTarget("/acme/about", onHome)).toEqual({ kind: "page", slug: "about" });
    expect(previewLinkTarget("/acme/about#team", onHome)).toEqual({ kind: "page", slug: "about" });
    expect(previewLinkTarget("/acme", onModule)).toEqual({ kind: "page", slug: "home" });
    expect(previewLinkTarget("/acme#faq", onModule)).toEqual({ kind: "page", slug: "home" });
  });

  it("names an address of the project where there is no page", () => {
    expect(previewLinkTarget("/acme/about-us", onHome)).toEqual({ kind: "missing-page", path: "/about-us" });
    expect(previewLinkTarget("/acme/club/module", onHome)).toEqual({ kind: "missing-page", path: "/club/module" });
  });

  it("leaves everything else to the live site, other projects included", () => {
    for (const href of ["https://example.com/a?b=1", "mailto:a@example.com", "tel:+4930123456", "/acmesite/about", "/other/about", "/go/acme/token"]) {
      expect(previewLinkTarget(href, onHome)).toEqual({ kind: "elsewhere", href });
    }
  });
});
