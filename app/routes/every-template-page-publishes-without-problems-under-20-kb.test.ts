import { brotliCompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  buildTemplatePages,
  templateProblems,
} from "~/features/templates/build-template-pages";
import { PROJECT_TEMPLATES } from "~/features/templates/template-registry";
import { PageCssBuilder } from "~/features/publishing/page-css.server";
import { PUBLISHED_STYLESHEET } from "~/features/publishing/site-stylesheet.server";
import {
  renderTemplateDocuments,
  renderTemplatePreview,
} from "./template-documents.server";

const builder = new PageCssBuilder(PUBLISHED_STYLESHEET);
const MAX_BROTLI_BYTES = 20 * 1024;

describe.each(
  PROJECT_TEMPLATES.map((template) => [template.id, template] as const),
)("the %s template", (_id, template) => {
  it("has only sections its types' schemas take, after migration", () => {
    expect(templateProblems(template)).toEqual([]);
  });

  it("starts with its home page and has distinct page slugs", () => {
    expect(template.pages[0]?.slug).toBe("home");
    expect(new Set(template.pages.map((page) => page.slug)).size).toBe(
      template.pages.length,
    );
  });

  it("renders every page through the published renderer, each under 20 KB brotli with its CSS", async () => {
    const documents = await renderTemplateDocuments(
      template,
      builder,
      "https://pages.example.com",
    );
    expect(documents.map((document) => document.slug)).toEqual(
      template.pages.map((page) => page.slug),
    );
    for (const [index, document] of documents.entries()) {
      const sectionCount = template.pages[index]?.sections.length ?? 0;
      // Every section of the page reaches the markup: a refused one would render nothing.
      expect(
        document.html.match(/data-section-id=|<section|<header|<footer/g)
          ?.length ?? 0,
      ).toBeGreaterThanOrEqual(sectionCount);
      expect(document.html).toContain("<style>");
      expect(document.html).not.toMatch(/lorem ipsum/i);
      const bytes = brotliCompressSync(document.html).byteLength;
      expect(
        bytes,
        `${template.id}/${document.slug}: ${bytes} bytes brotli`,
      ).toBeLessThan(MAX_BROTLI_BYTES);
    }
  });

  it("names the partner's business where the template names its own", () => {
    const pages = buildTemplatePages(template, "Partner Name Ltd");
    const json = JSON.stringify(pages);
    expect(json).toContain("Partner Name Ltd");
    expect(json).not.toContain(template.businessName);
    expect(pages.map((page) => page.sections.length)).toEqual(
      template.pages.map((page) => page.sections.length),
    );
  });

  it("previews its home page without any script", async () => {
    const html = await renderTemplatePreview(
      template,
      builder,
      "https://pages.example.com",
    );
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toContain("<script>");
    expect(html).toContain(template.businessName);
  });
});
