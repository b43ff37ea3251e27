import { JSDOM } from "jsdom";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { StoredSection } from "../../../../db/stored-values";
import { starterSections } from "~/features/projects/starter-sections";
import { renderSiteBody, type SiteDocumentInput } from "~/features/publishing/site-document.server";
import { fuzzContent } from "~/features/sections/fixtures/fuzz-content";
import { SECTION_DEFINITIONS } from "~/features/sections/registry";
import { PreviewSections } from "./preview-sections";

const PROJECT = {
  id: "acme",
  name: "Acme",
  primaryColor: "#0f766e",
  settings: { seoTitle: null, seoDescription: null, faviconAssetId: null, socialLinks: [], leadNotificationEmail: null },
};
const SEEDS = Array.from({ length: 6 }, (_, index) => index + 1);

type Module = { id: string; slug: string; name: string; sections: StoredSection[] };
type Document = { kind: "page"; slug: string } | { kind: "module"; slug: string };

const { document } = new JSDOM().window;

/** The markup inside the site's root, as a browser parses it. */
function siteMarkup(html: string, withoutChrome: boolean): string {
  document.body.innerHTML = html;
  if (withoutChrome) {
    document.querySelectorAll("[data-pw-chrome]").forEach((element) => element.remove());
    document.querySelectorAll("[data-pw-section]").forEach((element) => element.replaceWith(...element.childNodes));
  }
  const site = document.querySelector(".pw-site");
  if (!site) throw new Error(`no site root in ${html.slice(0, 200)}`);
  return site.outerHTML;
}

function previewMarkup(document: Document, sections: StoredSection[], modules: Module[] = []): string {
  return siteMarkup(
    renderToStaticMarkup(
      <PreviewSections
        kind={document.kind}
        slug={document.slug}
        projectId={PROJECT.id}
        sections={sections}
        selectedId={sections[0]?.id ?? null}
        primary={PROJECT.primaryColor}
        typography="system"
        modules={modules}
        onSelect={() => undefined}
      />,
    ),
    true,
  );
}

function publishedMarkup(document: Document, sections: StoredSection[], modules: Module[] = []): string {
  const common = { origin: "https://pages.example.com", project: PROJECT, sections, modulesById: new Map(modules.map((module) => [module.id, module.sections])) };
  const input: SiteDocumentInput =
    document.kind === "page"
      ? { ...common, kind: "page", page: { slug: document.slug, title: "Home", seo: {}, isHome: document.slug === "home" } }
      : { ...common, kind: "module", module: { slug: document.slug, name: "Club" } };
  return siteMarkup(renderSiteBody(input), false);
}

function expectSameMarkup(document: Document, sections: StoredSection[], modules: Module[] = []): void {
  const published = publishedMarkup(document, sections, modules);
  expect(published).toMatch(/<(section|header|footer)/);
  expect(previewMarkup(document, sections, modules)).toBe(published);
}

const HOME: Document = { kind: "page", slug: "home" };

describe.each(SECTION_DEFINITIONS.flatMap((definition) => definition.variants.map((variant) => [definition.type, variant, definition] as const)))(
  "%s in the %s variant",
  (type, variant, definition) => {
    it("has the same markup in the preview as published, from its defaults", () => {
      expectSameMarkup(HOME, [{ id: "s1", type, variant, props: definition.defaults() }]);
    });

    it("has the same markup in the preview as published, from fuzzed content", () => {
      for (const seed of SEEDS) {
        const sections = [
          { id: `a${seed}`, type, variant, props: fuzzContent(definition, seed) },
          { id: `b${seed}`, type, variant, props: fuzzContent(definition, seed + 100) },
        ];
        expectSameMarkup(HOME, sections);
        expectSameMarkup({ kind: "module", slug: "club" }, sections);
      }
    });
  },
);

describe("whole documents", () => {
  const header = { id: "head", type: "header", variant: "default", props: {} };
  const hero = { id: "hero", type: "hero", variant: "kale", props: {} };
  const contact = { id: "contact", type: "contact", variant: "default", props: {} };
  const faq = { id: "faq", type: "faq", variant: "default", props: {} };

  it("the starter page has the same markup in the preview as published", () => {
    expectSameMarkup(HOME, starterSections("Acme Bakery"));
  });

  it("a page with hidden sections, a header module and a contact module has the same markup in the preview as published", () => {
    const modules: Module[] = [
      { id: "m-head", slug: "top", name: "Top", sections: [header] },
      { id: "m-club", slug: "club", name: "Club", sections: [faq, { ...hero, id: "late-hero", hidden: true }, contact] },
    ];
    const reference = (id: string, moduleId: string) => ({ id, type: "module-reference", variant: "default", props: { moduleId } });
    expectSameMarkup(HOME, [{ ...faq, id: "gone", hidden: true }, reference("r1", "m-head"), hero, reference("r2", "m-club"), reference("r3", "m-club")], modules);
  });

  it("puts leading headers before the main landmark and the rest inside it, in both", () => {
    document.body.innerHTML = previewMarkup(HOME, [header, hero, contact]);
    expect(document.querySelector(".pw-site > header")).not.toBeNull();
    expect(document.querySelectorAll("main#main > section")).toHaveLength(2);
    expectSameMarkup(HOME, [header, hero, contact]);
  });
});
