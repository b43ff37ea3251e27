import { JSDOM } from "jsdom";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { visitorTextsFor } from "~/lib/visitor-texts/visitor-texts";
import { renderContextForProject, type PageAlternate, type RenderContext } from "../render-context";
import { headerDefinition } from "./definition";

const ALTERNATES: PageAlternate[] = [
  { language: "fr", href: "/mie/commander", current: false },
  { language: "en", href: "/mie/en/order", current: false },
  { language: "ar", href: "/mie/ar/talab", current: true },
];

function header(languageSwitcher: boolean | undefined, context: RenderContext): Document {
  const content = { ...headerDefinition.defaults(), siteName: "Mie & Co", ...(languageSwitcher === undefined ? {} : { languageSwitcher }) };
  const rendered = headerDefinition.render(content, { id: "h1", variant: "default", context, headingLevel: 2 });
  if (!rendered.ok) throw rendered.error;
  return new JSDOM(`<html lang="ar" dir="rtl"><body>${renderToStaticMarkup(rendered.element)}</body></html>`).window.document;
}

describe("a header's language switcher", () => {
  test("links the page in each language, each named in itself and marked with its language, the one being read as current", () => {
    const document = header(true, { ...renderContextForProject("mie", visitorTextsFor("ar")), alternates: ALTERNATES });
    const nav = document.querySelector('nav[aria-label="اللغات"]');
    expect(nav).not.toBeNull();
    const links = [...(nav?.querySelectorAll("a") ?? [])].map((link) => ({
      text: link.textContent,
      href: link.getAttribute("href"),
      lang: link.getAttribute("lang"),
      hreflang: link.getAttribute("hreflang"),
      dir: link.getAttribute("dir"),
      current: link.getAttribute("aria-current"),
    }));
    expect(links).toEqual([
      { text: "Français", href: "/mie/commander", lang: "fr", hreflang: "fr", dir: "ltr", current: null },
      { text: "English", href: "/mie/en/order", lang: "en", hreflang: "en", dir: "ltr", current: null },
      { text: "العربية", href: "/mie/ar/talab", lang: "ar", hreflang: "ar", dir: "rtl", current: "page" },
    ]);
    // Sides come from the writing direction, so the list starts at the right in Arabic.
    expect(nav?.outerHTML).not.toMatch(/\b(ml|mr|pl|pr|left|right)-/);
    expect(document.querySelectorAll("script")).toHaveLength(0);
  });

  test("is off until turned on, and shows nothing on a page with no other language", () => {
    const withAlternates = { ...renderContextForProject("mie"), alternates: ALTERNATES };
    expect(header(undefined, withAlternates).querySelectorAll("nav")).toHaveLength(0);
    expect(header(false, withAlternates).querySelectorAll("nav")).toHaveLength(0);
    expect(header(true, renderContextForProject("mie")).querySelectorAll("nav")).toHaveLength(0);
    expect(header(true, { ...renderContextForProject("mie"), alternates: ALTERNATES.slice(0, 1) }).querySelectorAll("nav")).toHaveLength(0);
  });
});
