import { describe, expect, it } from "vitest";
import { siteManifest } from "../../app/lib/site-icon-links";
import { rewriteDocumentText } from "./site-variants";

const PAGE = [
  '<head><link rel="canonical" href="https://app.example/crumb/about"/>',
  '<meta property="og:url" content="https://app.example/crumb/about"/>',
  '<link rel="icon" href="/crumb/icon-192.png"/>',
  '<script type="application/ld+json">{"name":"About","description":"see https://app.example/crumb/about","url":"https://app.example/crumb/about"}</script></head>',
  '<body><a href="/crumb">Home</a><a href="/crumb/about#team">Team</a><a href="/crumb#faq">FAQ</a><a href="/crumbs">Other site</a>',
  '<p>href=&quot;/crumb/about&quot; and https://app.example/crumb/about</p>',
  '<form action="/api/leads/crumb?from=about"></form><img src="/media/crumb/loaf.png"/></body>',
].join("");

describe("a domain's variant of a published document", () => {
  it("takes the project prefix off internal links on the domain, and leaves other sites' links, partner text, the lead form and images alone", () => {
    const onDomain = rewriteDocumentText(PAGE, "about", "crumb", { onDomain: true, canonicalOrigin: null });
    expect(onDomain).toContain('<a href="/">Home</a><a href="/about#team">Team</a><a href="/#faq">FAQ</a><a href="/crumbs">Other site</a>');
    expect(onDomain).toContain('<link rel="icon" href="/icon-192.png"/>');
    expect(onDomain).toContain("<p>href=&quot;/crumb/about&quot; and https://app.example/crumb/about</p>");
    expect(onDomain).toContain('action="/api/leads/crumb?from=about"');
    expect(onDomain).toContain('src="/media/crumb/loaf.png"');
    // Without an active primary domain the canonical stays the path-based address.
    expect(onDomain).toContain('<link rel="canonical" href="https://app.example/crumb/about"/>');
  });

  it("moves the canonical, Open Graph and JSON-LD address to the primary domain, and nothing the partner wrote", () => {
    const canonical = rewriteDocumentText(PAGE, "about", "crumb", { onDomain: false, canonicalOrigin: "https://crumb.test" });
    expect(canonical).toContain('<link rel="canonical" href="https://crumb.test/about"/>');
    expect(canonical).toContain('<meta property="og:url" content="https://crumb.test/about"/>');
    expect(canonical).toContain('"url":"https://crumb.test/about"}');
    expect(canonical).toContain('"description":"see https://app.example/crumb/about"');
    expect(canonical).toContain("<p>href=&quot;/crumb/about&quot; and https://app.example/crumb/about</p>");
    expect(canonical).toContain('<a href="/crumb/about#team">');
    const home = rewriteDocumentText('<link rel="canonical" href="https://app.example/crumb"/><meta property="og:url" content="https://app.example/crumb"/>', "", "crumb", { onDomain: true, canonicalOrigin: "https://crumb.test" });
    expect(home).toBe('<link rel="canonical" href="https://crumb.test/"/><meta property="og:url" content="https://crumb.test/"/>');
  });

  it("keeps an installed site's manifest inside the domain's own paths, and the partner's name as written", () => {
    const manifest = siteManifest({ id: "crumb", name: 'Crumb "/crumb/ & Co', primaryColor: "#c2410c" });
    const onDomain = JSON.parse(rewriteDocumentText(manifest, "manifest.webmanifest", "crumb", { onDomain: true, canonicalOrigin: null })) as Record<string, unknown>;
    expect(onDomain).toMatchObject({ id: "/", start_url: "/", scope: "/", name: 'Crumb "/crumb/ & Co', icons: [{ src: "/icon-192.png" }, { src: "/icon-512.png" }] });
    expect(rewriteDocumentText(manifest, "manifest.webmanifest", "crumb", { onDomain: false, canonicalOrigin: "https://crumb.test" })).toBe(manifest);
  });

  it("puts the sitemap's locations and robots.txt's sitemap line on the primary domain", () => {
    const sitemap = '<urlset><url><loc>https://app.example/crumb</loc></url><url><loc>https://app.example/crumb/about</loc></url></urlset>';
    expect(rewriteDocumentText(sitemap, "sitemap.xml", "crumb", { onDomain: false, canonicalOrigin: "https://crumb.test" })).toBe(
      "<urlset><url><loc>https://crumb.test/</loc></url><url><loc>https://crumb.test/about</loc></url></urlset>",
    );
    const robots = "User-agent: *\nAllow: /\nSitemap: https://app.example/crumb/sitemap.xml\n";
    expect(rewriteDocumentText(robots, "robots.txt", "crumb", { onDomain: true, canonicalOrigin: "https://crumb.test" })).toBe("User-agent: *\nAllow: /\nSitemap: https://crumb.test/sitemap.xml\n");
    expect(rewriteDocumentText(robots, "robots.txt", "crumb", { onDomain: true, canonicalOrigin: null })).toBe(robots);
  });
  it("moves a page's hreflang alternates and the sitemap's alternates to the primary domain with its canonical link, and takes the prefix off its language links on the domain", () => {
    const page = [
      '<head><link rel="canonical" href="https://app.example/crumb/fr/commander"/>',
      '<link rel="alternate" hreflang="en" href="https://app.example/crumb/order"/><link rel="alternate" hreflang="fr" href="https://app.example/crumb/fr/commander"/>',
      '<link rel="alternate" hreflang="x-default" href="https://app.example/crumb/order"/><link rel="alternate" hreflang="de" href="https://app.example/crumbs/de/bestellen"/></head>',
      '<body><a href="/crumb/order" hrefLang="en" lang="en">English</a><a href="/crumb/fr/commander" hrefLang="fr" lang="fr" aria-current="page">Français</a></body>',
    ].join("");
    const moved = rewriteDocumentText(page, "fr/commander", "crumb", { onDomain: true, canonicalOrigin: "https://crumb.test" });
    expect(moved).toContain('<link rel="canonical" href="https://crumb.test/fr/commander"/>');
    expect(moved).toContain('<link rel="alternate" hreflang="en" href="https://crumb.test/order"/><link rel="alternate" hreflang="fr" href="https://crumb.test/fr/commander"/>');
    expect(moved).toContain('<link rel="alternate" hreflang="x-default" href="https://crumb.test/order"/><link rel="alternate" hreflang="de" href="https://app.example/crumbs/de/bestellen"/>');
    expect(moved).toContain('<a href="/order" hrefLang="en" lang="en">English</a><a href="/fr/commander" hrefLang="fr" lang="fr" aria-current="page">Français</a>');

    const sitemap =
      '<urlset><url><loc>https://app.example/crumb</loc><xhtml:link rel="alternate" hreflang="en" href="https://app.example/crumb"/><xhtml:link rel="alternate" hreflang="fr" href="https://app.example/crumb/fr"/></url></urlset>';
    expect(rewriteDocumentText(sitemap, "sitemap.xml", "crumb", { onDomain: false, canonicalOrigin: "https://crumb.test" })).toBe(
      '<urlset><url><loc>https://crumb.test/</loc><xhtml:link rel="alternate" hreflang="en" href="https://crumb.test/"/><xhtml:link rel="alternate" hreflang="fr" href="https://crumb.test/fr"/></url></urlset>',
    );
  });
});
