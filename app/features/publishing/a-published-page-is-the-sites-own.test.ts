import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { starterSections } from "~/features/projects/starter-sections";
import { PageCssBuilder } from "./page-css.server";
import { renderSiteDocument, type SiteProject } from "./site-document.server";
import { PUBLISHED_STYLESHEET } from "./site-stylesheet.server";

const builder = new PageCssBuilder(PUBLISHED_STYLESHEET);
const bakery: SiteProject = {
  id: "bakery",
  name: "Bakery",
  primaryColor: "#1d4ed8",
  settings: { seoTitle: null, seoDescription: null, faviconAssetId: null, socialLinks: [], leadNotificationEmail: null },
};

async function headOf(input: { seoDescription?: string | null; pageDescription?: string; sections: unknown[] }) {
  const project = { ...bakery, settings: { ...bakery.settings, seoDescription: input.seoDescription ?? null } };
  const { html } = await renderSiteDocument(
    { kind: "page", origin: "https://pages.example.com", project, page: { slug: "home", title: "Home", seo: { description: input.pageDescription }, isHome: true }, sections: input.sections },
    builder,
  );
  return new JSDOM(html).window.document;
}

describe("a published page of a site nobody configured", () => {
  it("has a meta description taken from its first text, cut at about 155 characters", async () => {
    const document = await headOf({ sections: starterSections("Bakery") });
    const description = document.querySelector('meta[name="description"]')?.getAttribute("content");
    expect(description).toBe("Tell visitors in one sentence what you offer and why it matters to them. Tools that work together from day one, so you can spend your time on customers…");
    expect(document.querySelector('meta[property="og:description"]')?.getAttribute("content")).toBe(description);
  });

  it("prefers the page's description, then the project's default", async () => {
    const sections = starterSections("Bakery");
    const own = await headOf({ sections, seoDescription: "The project default.", pageDescription: "This page's own." });
    expect(own.querySelector('meta[name="description"]')?.getAttribute("content")).toBe("This page's own.");
    const projectDefault = await headOf({ sections, seoDescription: "The project default." });
    expect(projectDefault.querySelector('meta[name="description"]')?.getAttribute("content")).toBe("The project default.");
  });

  it("still has a description when the page is empty: the site's name", async () => {
    const document = await headOf({ sections: [] });
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toBe("Bakery");
  });
});
