import { describe, expect, it } from "vitest";
import { siteManifest } from "~/lib/site-icon-links";
import { relativeSiteLinks, staticFileOf, staticManifest, staticRobots, staticSitemap } from "./relative-site-links";

const origin = "https://pages.example.com";
const at = (file: string, base?: string) => ({ projectId: "bakery", origin, file, base });

describe("the static copy's links", () => {
  it("puts each published document in its file", () => {
    expect(["", "home", "about", "offer/module", "sitemap.xml", "robots.txt", "404.html", "icon-192.png"].map(staticFileOf)).toEqual([
      "index.html",
      "home.html",
      "about.html",
      "modules/offer.html",
      "sitemap.xml",
      "robots.txt",
      "404.html",
      "icon-192.png",
    ]);
  });

  it.each([
    ["/bakery", "index.html", "index.html"],
    ["/bakery/", "index.html", "index.html"],
    ["/bakery#faq", "index.html", "index.html#faq"],
    ["/bakery/about", "index.html", "about.html"],
    ["/BAKERY/About?x=1#team", "index.html", "about.html?x=1#team"],
    ["/bakery/offer/module", "index.html", "modules/offer.html"],
    ["/bakery", "modules/offer.html", "../index.html"],
    ["/bakery/icon-192.png", "modules/offer.html", "../icon-192.png"],
    ["/media/bakery/a1/w640-ff.webp", "about.html", "media/bakery/a1/w640-ff.webp"],
    [`${origin}/bakery/about`, "index.html", "about.html"],
    ["/api/leads/bakery?from=home", "index.html", `${origin}/api/leads/bakery?from=home`],
    ["/go/bakery/abc", "index.html", `${origin}/go/bakery/abc`],
    ["/otherproject/about", "index.html", `${origin}/otherproject/about`],
    ["https://elsewhere.example/x", "index.html", "https://elsewhere.example/x"],
    ["mailto:hello@example.com", "index.html", "mailto:hello@example.com"],
    ["#contact", "index.html", "#contact"],
    ["//cdn.example/x.png", "index.html", "//cdn.example/x.png"],
  ])("rewrites href %s on %s to %s", (href, file, expected) => {
    expect(relativeSiteLinks(`<a href="${href}">x</a>`, at(file)).text).toBe(`<a href="${expected}">x</a>`);
  });

  it("keeps the web app manifest's start, scope and icons inside the copy's folder, and the name as written", () => {
    const manifest = siteManifest({ id: "bakery", name: 'Crumb "/bakery/ & Co', primaryColor: "#c2410c" });
    expect(JSON.parse(staticManifest(manifest, "bakery"))).toMatchObject({ id: "./", start_url: "./", scope: "./", name: 'Crumb "/bakery/ & Co', icons: [{ src: "./icon-192.png" }, { src: "./icon-512.png" }] });
    expect(staticFileOf("manifest.webmanifest")).toBe("manifest.webmanifest");
    expect(relativeSiteLinks('<link rel="manifest" href="/bakery/manifest.webmanifest"/>', at("modules/offer.html")).text).toBe('<link rel="manifest" href="../manifest.webmanifest"/>');
  });

  it("rewrites every candidate of a srcset and names the images and fonts it needs", () => {
    const html = `<style>@font-face{src:url(/site-fonts/lora-latin-400-normal.woff2) format("woff2")}</style><img src="/media/p/a/w1.webp" srcSet="/media/p/a/w1.webp 320w, /media/p/a/w2.webp 640w"/>`;
    const rewritten = relativeSiteLinks(html, at("modules/x.html"));
    expect(rewritten.text).toBe(`<style>@font-face{src:url(../site-fonts/lora-latin-400-normal.woff2) format("woff2")}</style><img src="../media/p/a/w1.webp" srcSet="../media/p/a/w1.webp 320w, ../media/p/a/w2.webp 640w"/>`);
    expect([...rewritten.mediaKeys]).toEqual(["p/a/w1.webp", "p/a/w2.webp"]);
    expect([...rewritten.fontFiles]).toEqual(["lora-latin-400-normal.woff2"]);
  });

  it("keeps canonical and og addresses absolute: the copy's own with a base, this installation's without", () => {
    const head = `<link rel="canonical" href="${origin}/bakery/about"/><meta property="og:url" content="${origin}/bakery/about"/><meta property="og:image" content="${origin}/media/p/a/w1.webp"/>`;
    expect(relativeSiteLinks(head, at("about.html")).text).toBe(head);
    expect(relativeSiteLinks(head, at("about.html", "https://www.bakery.example/site/")).text).toBe(
      `<link rel="canonical" href="https://www.bakery.example/site/about.html"/><meta property="og:url" content="https://www.bakery.example/site/about.html"/><meta property="og:image" content="https://www.bakery.example/site/media/p/a/w1.webp"/>`,
    );
  });

  it("rewrites addresses in style attributes but never in the page's text", () => {
    const html = `<div style="background-image:url(&quot;/media/p/a/w1.webp&quot;)"><p>Write url(/media/x.webp) in CSS</p></div>`;
    const rewritten = relativeSiteLinks(html, at("modules/x.html"));
    expect(rewritten.text).toBe(`<div style="background-image:url(&quot;../media/p/a/w1.webp&quot;)"><p>Write url(/media/x.webp) in CSS</p></div>`);
    expect([...rewritten.mediaKeys]).toEqual(["p/a/w1.webp"]);
  });

  it("names the copy's address in structured data when a base is given", () => {
    const html = `<script type="application/ld+json">{"@type":"WebPage","url":"${origin}/bakery/about","sameAs":"https://social.example/bakery"}</script>`;
    expect(relativeSiteLinks(html, at("about.html", "https://www.bakery.example/")).text).toBe(
      `<script type="application/ld+json">{"@type":"WebPage","url":"https://www.bakery.example/about.html","sameAs":"https://social.example/bakery"}</script>`,
    );
    expect(relativeSiteLinks(html, at("about.html")).text).toBe(html);
  });

  it("sends the lead form and its token request to this installation", () => {
    const html = `<form action="/api/leads/bakery?from=about" data-pw-lead="x"></form><script>fetch("/api/lead-token").then()</script>`;
    expect(relativeSiteLinks(html, at("about.html")).text).toBe(`<form action="${origin}/api/leads/bakery?from=about" data-pw-lead="x"></form><script>fetch("${origin}/api/lead-token").then()</script>`);
  });

  it("never lets an address climb out of the copy", () => {
    const rewritten = relativeSiteLinks(`<img src="/media/../../etc/passwd"/>`, at("index.html"));
    expect(rewritten.text).toBe(`<img src="${origin}/media/../../etc/passwd"/>`);
    expect(rewritten.mediaKeys.size).toBe(0);
  });

  it("lists the copy's pages in the sitemap and robots.txt below the base", () => {
    const xml = `<urlset><url><loc>${origin}/bakery</loc></url><url><loc>${origin}/bakery/about</loc></url></urlset>`;
    const base = "https://www.bakery.example/";
    expect(staticSitemap(xml, { projectId: "bakery", origin, base })).toBe(`<urlset><url><loc>${base}index.html</loc></url><url><loc>${base}about.html</loc></url></urlset>`);
    expect(staticSitemap(xml, { projectId: "bakery", origin })).toBe(xml);
    expect(staticRobots(`User-agent: *\nSitemap: ${origin}/bakery/sitemap.xml\n`, { projectId: "bakery", origin, base })).toBe(`User-agent: *\nSitemap: ${base}sitemap.xml\n`);
  });
});
