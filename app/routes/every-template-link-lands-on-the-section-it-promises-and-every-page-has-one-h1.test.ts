import { JSDOM } from "jsdom";
import { beforeAll, describe, expect, it } from "vitest";
import { buildTemplatePages } from "~/features/templates/build-template-pages";
import { PROJECT_TEMPLATES } from "~/features/templates/template-registry";
import { PageCssBuilder } from "~/features/publishing/page-css.server";
import { PUBLISHED_STYLESHEET } from "~/features/publishing/site-stylesheet.server";
import type { SectionType } from "~/features/sections/section-types";
import { renderTemplateDocuments } from "./template-documents.server";

const builder = new PageCssBuilder(PUBLISHED_STYLESHEET);

/**
 * What each template's in-page links promise: a link's text → the type of section it must land
 * on. Every link to an anchor must be listed, so a new link is checked the day it is added.
 */
const LINK_TARGETS: Record<string, Record<string, SectionType>> = {
  bakery: { "Visit us": "content", "Opening hours": "content", "Order a cake": "contact" },
  restaurant: { "Opening hours": "content", "Book a table": "contact" },
  plumber: { Services: "feature-list", Area: "content", Quote: "contact" },
  consultant: { "How I help": "feature-list", "Book a free call": "contact", Book: "contact", Start: "contact", Ask: "contact" },
  saas: { Features: "feature-list", FAQ: "faq", "Start free": "contact", "Start free for 30 days": "contact", "Try it free": "contact", "Talk to us": "contact" },
  event: { Speakers: "testimonial", Tickets: "pricing", "Get tickets": "pricing", "Buy early bird": "contact", "Buy a ticket": "contact", "Choose a workshop": "contact" },
  course: { "What you learn": "feature-list", "What you will learn": "feature-list", "Your teacher": "feature-detail", FAQ: "faq", "Save my seat": "contact", "Save my free seat": "contact" },
  portfolio: { Work: "gallery", "See selected work": "gallery", Contact: "contact", "Start a project": "contact" },
  "real-estate": { "The home": "feature-list", Pictures: "gallery", "See the pictures": "gallery", Area: "content", "Book a viewing": "contact" },
  "non-profit": { "Our work": "feature-list", Donate: "pricing", "Donate now": "pricing", "Give £10": "contact", "Give £25": "contact", "Give £50": "contact" },
};

/** Whatever a template calls it, a link about ordering, booking or asking lands on a form. */
const ASKS_FOR_A_FORM = /\b(order|book|quote|contact|enquir)/i;

// The preview renders under the reserved project id, so a page of the template is /templates/{slug}.
const OWN_PAGE_LINK = /^\/templates(?:\/([^#?]*))?(?:#(.+))?$/;

type RenderedPage = { slug: string; document: Document };
type InPageLink = { page: string; label: string; href: string; targetSlug: string; anchor: string };

function inPageLinks(page: RenderedPage, slugs: readonly string[]): InPageLink[] {
  // The skip link leads to the main landmark, which holds every section: it promises none of them.
  return [...page.document.querySelectorAll("a[href]:not(.pw-site > a[href='#main'])")].flatMap((link) => {
    const href = link.getAttribute("href") ?? "";
    const label = (link.textContent ?? "").trim();
    if (href.startsWith("#")) return [{ page: page.slug, label, href, targetSlug: page.slug, anchor: href.slice(1) }];
    const own = OWN_PAGE_LINK.exec(href);
    if (!own) return [];
    const targetSlug = own[1] || (slugs[0] ?? "home");
    return own[2] ? [{ page: page.slug, label, href, targetSlug, anchor: own[2] }] : [];
  });
}

describe.each(PROJECT_TEMPLATES.map((template) => [template.id, template] as const))("the %s template", (id, template) => {
  const built = buildTemplatePages(template, template.businessName);
  const slugs = built.map((page) => page.slug);
  let pages: RenderedPage[] = [];

  beforeAll(async () => {
    const documents = await renderTemplateDocuments(template, builder, "https://pages.example.com");
    pages = documents.map(({ slug, html }) => ({ slug, document: new JSDOM(html).window.document }));
  });

  it("has exactly one h1 on every page", () => {
    expect(pages.map((page) => `${page.slug}: ${page.document.querySelectorAll("h1").length}`)).toEqual(
      pages.map((page) => `${page.slug}: 1`),
    );
  });

  it("links only to pages it has", () => {
    const missing = pages.flatMap((page) =>
      [...page.document.querySelectorAll("a[href^='/templates']")]
        .map((link) => OWN_PAGE_LINK.exec(link.getAttribute("href") ?? "")?.[1] ?? "")
        .filter((slug) => slug !== "" && !slugs.includes(slug))
        .map((slug) => `${page.slug} → /${slug}`),
    );
    expect(missing).toEqual([]);
  });

  it("lands every in-page link on the section its text promises", () => {
    const expected = LINK_TARGETS[id] ?? {};
    const links = pages.flatMap((page) => inPageLinks(page, slugs));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const where = `${id}/${link.page}: "${link.label}" → ${link.href}`;
      const promised = expected[link.label];
      expect(promised, `${where} is not in LINK_TARGETS`).toBeDefined();
      if (ASKS_FOR_A_FORM.test(link.label)) expect(promised, `${where} asks for a form`).toBe("contact");

      // The section the anchor names in the template's data: the first with it, as published.
      const section = built
        .find((page) => page.slug === link.targetSlug)
        ?.sections.find((candidate) => candidate.props["anchor"] === link.anchor);
      expect(section?.type, where).toBe(promised);

      // …and the published page holds it under that id, headed by that section's title.
      const target = pages.find((page) => page.slug === link.targetSlug)?.document.getElementById(link.anchor);
      expect(target, `${where}: no element with that id`).toBeTruthy();
      const headingId = target?.getAttribute("aria-labelledby") ?? "";
      const heading = target?.ownerDocument.getElementById(headingId)?.textContent?.trim();
      expect(heading, where).toBe(section?.props["title"]);
    }
  });
});
