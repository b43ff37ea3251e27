import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { SECTION_DEFINITIONS } from "~/features/sections/registry";
import { classCandidates, PageCssBuilder } from "./page-css.server";
import { renderSiteDocument, type SiteDocumentInput } from "./site-document.server";
import { PUBLISHED_STYLESHEET } from "./site-stylesheet.server";

const project = {
  id: "bakery",
  name: "Bakery",
  primaryColor: "#1d4ed8",
  settings: { seoTitle: null, seoDescription: "Bread", faviconAssetId: null, socialLinks: [], leadNotificationEmail: null },
};

function page(slug: string, sections: { type: string; variant: string }[]): SiteDocumentInput {
  return {
    kind: "page",
    origin: "https://pages.example.com",
    project,
    page: { slug, title: slug, seo: {}, isHome: false },
    sections: sections.map((section, index) => ({ id: `s${index}`, props: {}, ...section })),
  };
}

// The reference landing page of the publishing benchmark (docs/benchmarks.md).
const REFERENCE = page(
  "reference",
  ["hero", "feature-list", "logo-showcase", "pricing", "testimonial", "faq", "call-to-action", "contact"].map((type) => ({ type, variant: "default" })),
);
const EVERY_VARIANT = page(
  "everything",
  SECTION_DEFINITIONS.flatMap((definition) => definition.variants.map((variant) => ({ type: definition.type, variant }))),
);
const EMPTY = page("empty", []);

function styleOf(html: string): string {
  return new JSDOM(html).window.document.querySelector("style")?.textContent ?? "";
}

/** The class names the selectors of a stylesheet name (declaration blocks and at-rule preludes skipped). */
function classesInSelectors(css: string): Set<string> {
  const classes = new Set<string>();
  let prelude = "";
  for (const character of css.replace(/\/\*[\s\S]*?\*\//g, "")) {
    if (character === "{") {
      if (!prelude.trim().startsWith("@")) {
        for (const match of prelude.matchAll(/\.((?:\\.|[\w-])+)/g)) classes.add((match[1] ?? "").replace(/\\(.)/g, "$1"));
      }
      prelude = "";
    } else if (character === "}" || character === ";") prelude = "";
    else prelude += character;
  }
  return classes;
}

describe("the CSS of a published page", () => {
  it("is the same bytes whatever the process rendered before it", async () => {
    const fresh = new PageCssBuilder(PUBLISHED_STYLESHEET);
    const busy = new PageCssBuilder(PUBLISHED_STYLESHEET);
    const first = await renderSiteDocument(REFERENCE, busy);
    await renderSiteDocument(EVERY_VARIANT, busy);
    const again = await renderSiteDocument(REFERENCE, busy);
    const alone = await renderSiteDocument(REFERENCE, fresh);
    const afterOthers = await renderSiteDocument(REFERENCE, await warmedBy(EVERY_VARIANT, EMPTY));
    expect(again.html).toBe(first.html);
    expect(alone.html).toBe(first.html);
    expect(afterOthers.html).toBe(first.html);
  });

  it.each([
    ["the reference page", REFERENCE],
    ["an empty page", EMPTY],
  ])("of %s has no class rule whose class is not in its markup, even after a page of every variant", async (_name, input) => {
    const builder = await warmedBy(EVERY_VARIANT);
    const { html } = await renderSiteDocument(input, builder);
    const used = new Set(classCandidates(html));
    const unused = [...classesInSelectors(styleOf(html))].filter((name) => !used.has(name));
    expect(unused).toEqual([]);
  });

  it("has rules for the classes its markup uses", async () => {
    const { html } = await renderSiteDocument(REFERENCE, new PageCssBuilder(PUBLISHED_STYLESHEET));
    const styled = classesInSelectors(styleOf(html));
    expect(styled.size).toBeGreaterThan(100);
    for (const name of ["pw-site", "pw-prose", "pw-on-primary", "text-site-on-primary", "@3xl:grid-cols-3"]) expect(styled, name).toContain(name);
  });
});

async function warmedBy(...inputs: SiteDocumentInput[]): Promise<PageCssBuilder> {
  const builder = new PageCssBuilder(PUBLISHED_STYLESHEET);
  for (const input of inputs) await renderSiteDocument(input, builder);
  return builder;
}
