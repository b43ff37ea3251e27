import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { starterSections } from "~/features/projects/starter-sections";
import { SECTION_REGISTRY } from "./registry";
import { renderContextForProject } from "./render-context";
import { SiteFrame } from "./site-frame";

const CONTEXT = renderContextForProject("bakery");

function renderHero(primary: string, props: Record<string, unknown>): string {
  const rendered = SECTION_REGISTRY.hero.render(props, { id: "hero", variant: "default", context: CONTEXT, headingLevel: 1 });
  if (!rendered.ok) throw rendered.error;
  return renderToStaticMarkup(<SiteFrame primary={primary}>{rendered.element}</SiteFrame>);
}

test("the starter's example picture is drawn in the theme's colours, so it follows the primary colour", () => {
  const hero = starterSections("Bakery").find((section) => section.type === "hero");
  const blue = renderHero("#1d4ed8", hero?.props ?? {});
  const green = renderHero("#15803d", hero?.props ?? {});
  // No picture file, whose colours are fixed: an inline drawing painted with the theme's variables.
  expect(blue).not.toMatch(/<img /);
  expect(blue).toMatch(/<svg [^>]*role="img" aria-label="A dashboard[^"]*"/);
  expect(blue).toContain('class="fill-site-primary"');
  expect(blue).toContain("--color-primary:29 78 216");
  expect(green).toContain("--color-primary:21 128 61");
  expect(green.replace(/style="[^"]*"/, "")).toBe(blue.replace(/style="[^"]*"/, ""));
});

test("a partner's own picture stays the picture it is", () => {
  const html = renderHero("#1d4ed8", { image: { src: "/media/p1/photo.webp", alt: "Our shop", width: 800, height: 600 } });
  expect(html).toMatch(/<img [^>]*src="\/media\/p1\/photo.webp"/);
  expect(html).not.toContain("<svg");
});
