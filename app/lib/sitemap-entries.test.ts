import { expect, it } from "vitest";
import { sitemapWithout } from "./sitemap-entries";

const sitemap =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
  "<url><loc>http://localhost:3000/shop</loc><lastmod>2026-11-24T00:00:00.000Z</lastmod></url>" +
  "<url><loc>http://localhost:3000/shop/offer</loc><lastmod>2026-11-24T00:00:00.000Z</lastmod></url>" +
  "<url><loc>http://localhost:3000/shop/offers</loc><lastmod>2026-11-24T00:00:00.000Z</lastmod></url>" +
  "</urlset>\n";

it("a sitemap leaves out exactly the pages it is told to, or all of them", () => {
  const withoutOffer = sitemapWithout(sitemap, "shop", new Set(["offer"]), false);
  expect(withoutOffer).not.toContain("/shop/offer<");
  expect(withoutOffer).toContain("/shop/offers<");
  expect(withoutOffer).toContain("<loc>http://localhost:3000/shop</loc>");
  expect(sitemapWithout(sitemap, "shop", new Set([""]), false)).not.toContain("<loc>http://localhost:3000/shop</loc>");
  expect(sitemapWithout(sitemap, "shop", new Set(), true)).not.toContain("<url>");
  expect(sitemapWithout(sitemap, "shop", new Set(), false)).toBe(sitemap);
});
