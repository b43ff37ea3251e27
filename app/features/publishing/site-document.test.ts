import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { PageCssBuilder } from "./page-css.server";
import { renderSiteDocument, type SiteProject } from "./site-document.server";
import { jsonForScript } from "./site-head.server";
import { PUBLISHED_STYLESHEET } from "./site-stylesheet.server";

const HOSTILE = [
  `</title><script>alert(1)</script>`,
  `"><script>alert(2)</script>`,
  `</script><script>alert(3)</script>`,
  `' onload='alert(4)`,
  `<img src=x onerror=alert(5)>`,
  `\u2028\u2029</style><script>alert(6)</script>`,
];

const builder = new PageCssBuilder(PUBLISHED_STYLESHEET);

function project(name: string): SiteProject {
  return {
    id: "shop",
    name,
    primaryColor: "#1d4ed8",
    settings: { seoTitle: null, seoDescription: name, faviconAssetId: null, socialLinks: [], leadNotificationEmail: null },
  };
}

/** Every executable script element and event-handler attribute, as a browser parses the document. */
function executableParts(html: string): string[] {
  const { document } = new JSDOM(html).window;
  const scripts = [...document.querySelectorAll("script")].filter((script) => script.type !== "application/ld+json").map((script) => script.outerHTML);
  const handlers = [...document.querySelectorAll("*")].flatMap((element) =>
    element.getAttributeNames().filter((name) => name.startsWith("on")).map((name) => `${element.tagName} ${name}`),
  );
  return [...scripts, ...handlers];
}

describe("published documents", () => {
  it.each(HOSTILE)("keep partner text inside its context in title, meta tags and JSON-LD: %s", async (payload) => {
    const { html } = await renderSiteDocument(
      {
        kind: "page",
        origin: "https://pages.example.com",
        project: project(payload),
        page: { slug: "offer", title: payload, seo: { title: payload, description: payload }, isHome: false },
        sections: [{ id: "hero1", type: "hero", variant: "default", props: { title: payload, text: payload } }],
      },
      builder,
    );
    expect(executableParts(html)).toEqual([]);
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<img src=x");
    const titles = [...html.matchAll(/<title>/g)];
    expect(titles).toHaveLength(1);
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(jsonLd).not.toContain("<");
    expect((JSON.parse(jsonLd) as { name: string }).name).toBe(payload);
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });

  it("say the site's language on the root element, with the direction of a right-to-left script, and English for a site saved before there was a choice", async () => {
    const rootOf = async (language: string | undefined, kind: "page" | "module") => {
      const site = { ...project("Shop"), settings: { ...project("Shop").settings, ...(language ? { language } : {}) } };
      const input = kind === "page" ? { kind, page: { slug: "home", title: "Home", seo: {}, isHome: true } } : { kind, module: { slug: "club", name: "Club" } };
      const { html } = await renderSiteDocument({ ...input, origin: "https://pages.example.com", project: site, sections: [] } as Parameters<typeof renderSiteDocument>[0], builder);
      const root = new JSDOM(html).window.document.documentElement;
      return [root.getAttribute("lang"), root.getAttribute("dir")];
    };
    expect(await rootOf("fr", "page")).toEqual(["fr", null]);
    expect(await rootOf("ar", "page")).toEqual(["ar", "rtl"]);
    expect(await rootOf("he", "module")).toEqual(["he", "rtl"]);
    expect(await rootOf("pt-BR", "module")).toEqual(["pt-BR", null]);
    expect(await rootOf(undefined, "page")).toEqual(["en", null]);
    // A page in another language than its site's says its own.
    const { html } = await renderSiteDocument(
      { kind: "page", origin: "https://pages.example.com", project: { ...project("Shop"), settings: { ...project("Shop").settings, language: "fr" } }, page: { slug: "about", title: "About", seo: { language: "ar" }, isHome: false }, sections: [] },
      builder,
    );
    expect(html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
  });

  it("escapes what would end a script element or a line in JSON for scripts", () => {
    expect(jsonForScript({ text: "</script><!--\u2028" })).toBe('{"text":"\\u003c/script>\\u003c!--\\u2028"}');
  });

  it("carries only the CSS the page uses and no script for pages", async () => {
    const { html, csp } = await renderSiteDocument(
      { kind: "page", origin: "https://pages.example.com", project: project("Shop"), page: { slug: "home", title: "Home", seo: {}, isHome: true }, sections: [] },
      builder,
    );
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
    expect(css.length).toBeLessThan(12_000);
    expect(css).not.toContain(".grid-cols-3");
    expect(executableParts(html)).toEqual([]);
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'none'");
  });

  it("lets a module with an allow-list be framed only by its own origin and the hosts listed", async () => {
    const { csp } = await renderSiteDocument(
      { kind: "module", origin: "https://pages.example.com", project: project("Shop"), module: { slug: "club", name: "Club", embedHosts: ["crumbandco.com", "*.crumbandco.com"] }, sections: [] },
      builder,
    );
    expect(csp.split("; ").filter((directive) => directive.startsWith("frame-ancestors"))).toEqual([
      "frame-ancestors 'self' https://crumbandco.com http://crumbandco.com https://*.crumbandco.com http://*.crumbandco.com",
    ]);
  });

  it("lets modules be embedded anywhere and allows exactly their resize script by hash", async () => {
    const { html, csp } = await renderSiteDocument(
      { kind: "module", origin: "https://pages.example.com", project: project("Shop"), module: { slug: "club", name: "Club" }, sections: [] },
      builder,
    );
    expect(csp).toContain("frame-ancestors *");
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it("gives a module, and not a page, the stylesheet of its light, dark and host-font copying options, the same for every embedding", async () => {
    const module = await renderSiteDocument({ kind: "module", origin: "https://pages.example.com", project: project("Shop"), module: { slug: "club", name: "Club" }, sections: [] }, builder);
    const page = await renderSiteDocument({ kind: "page", origin: "https://pages.example.com", project: project("Shop"), page: { slug: "home", title: "Home", seo: {}, isHome: true }, sections: [] }, builder);
    expect(module.html).toContain(".pw-embed[data-scheme=dark] main{");
    expect(module.html).toContain(".pw-embed[data-font=inherit]");
    expect(page.html).not.toContain("data-scheme");
  });
});

describe("images on published pages", () => {
  it("load lazily with their size known, except the hero's, which is fetched first", async () => {
    const { html } = await renderSiteDocument(
      {
        kind: "page",
        origin: "https://pages.example.com",
        project: project("Shop"),
        page: { slug: "home", title: "Home", seo: {}, isHome: true },
        sections: [
          // The hero's example scene is drawn inline (no file to fetch), so the hero shows a picture of the partner's.
          { id: "hero1", type: "hero", variant: "default", props: { image: { src: "/media/shop/bread.webp", alt: "Bread", width: 1200, height: 800 } } },
          { id: "logos1", type: "logo-showcase", variant: "default", props: {} },
        ],
      },
      builder,
    );
    const { document } = new JSDOM(html).window;
    const images = [...document.querySelectorAll("img")];
    expect(images.length).toBeGreaterThan(1);
    for (const image of images) {
      expect(image.getAttribute("width"), image.outerHTML).toMatch(/^\d+$/);
      expect(image.getAttribute("height"), image.outerHTML).toMatch(/^\d+$/);
    }
    const [first, ...rest] = images;
    expect(first?.getAttribute("fetchpriority")).toBe("high");
    expect(first?.getAttribute("loading")).toBe("eager");
    expect(rest.every((image) => image.getAttribute("loading") === "lazy" && !image.hasAttribute("fetchpriority"))).toBe(true);
  });
});

describe("messaging-app buttons on published pages", () => {
  it("go through the conversion counter, other links stay as they are", async () => {
    const { html } = await renderSiteDocument(
      {
        kind: "page",
        origin: "https://pages.example.com",
        project: project("Shop"),
        page: { slug: "home", title: "Home", seo: {}, isHome: true },
        conversionPath: (url) => `/go/shop/${Buffer.from(url).toString("base64url")}.signature`,
        sections: [
          {
            id: "cta1",
            type: "call-to-action",
            variant: "default",
            props: { primaryAction: { label: "Chat with us", href: "https://wa.me/14155552671?text=Hi" }, secondaryAction: { label: "Read more", href: "https://example.com/more" } },
          },
        ],
      },
      builder,
    );
    const { document } = new JSDOM(html).window;
    const chat = [...document.querySelectorAll("a")].find((link) => link.textContent?.includes("Chat with us"));
    expect(chat?.getAttribute("href")).toBe(`/go/shop/${Buffer.from("https://wa.me/14155552671?text=Hi").toString("base64url")}.signature`);
    const more = [...document.querySelectorAll("a")].find((link) => link.textContent?.includes("Read more"));
    expect(more?.getAttribute("href")).toBe("https://example.com/more");
  });
});

describe("page landmarks", () => {
  it("puts the page's leading header before its main and its closing footer after it, as banner and contentinfo", async () => {
    const { html } = await renderSiteDocument(
      {
        kind: "page",
        origin: "https://pages.example.com",
        project: project("Shop"),
        page: { slug: "home", title: "Home", seo: {}, isHome: true },
        sections: [
          { id: "head", type: "header", variant: "default", props: { siteName: "Shop" } },
          { id: "hero1", type: "hero", variant: "default", props: { title: "Fresh bread" } },
          { id: "foot", type: "footer", variant: "studio", props: { siteName: "Shop", copyright: "Shop" } },
        ],
      },
      builder,
    );
    const { document } = new JSDOM(html).window;
    const landmarks = [...document.querySelectorAll(".pw-site > *")].map((element) => element.tagName.toLowerCase());
    // First, the link that skips the header, in the site's language.
    expect(landmarks).toEqual(["a", "header", "main", "footer"]);
    const skip = document.querySelector(".pw-site > a");
    expect([skip?.getAttribute("href"), skip?.textContent, skip?.classList.contains("sr-only")]).toEqual(["#main", "Skip to content", true]);
    expect(document.querySelector("main")?.getAttribute("tabindex")).toBe("-1");
    expect(html).toMatch(/\.focus\\:not-sr-only:focus\{/);
    expect(document.querySelector("main h1")?.textContent).toBe("Fresh bread");
    expect(document.querySelector("body > .pw-site > footer")?.textContent).toContain(`© ${new Date().getFullYear()} Shop`);
  });
});
