import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { CATALOGUE_PROJECT } from "./catalogue/catalogue-project";
import { fuzzContent } from "./fixtures/fuzz-content";
import { SECTION_DEFINITIONS } from "./registry";
import { renderContextForProject } from "./render-context";
import { renderSection, type SectionProblem } from "./render-sections";

const CONTEXT = renderContextForProject("acme");
const SEEDS = Array.from({ length: 30 }, (_, index) => index + 1);

function render(type: string, variant: string, props: unknown): { html: string; problems: SectionProblem[] } {
  const problems: SectionProblem[] = [];
  const element = renderSection({ id: `s-${type}`, type, variant, props }, { context: CONTEXT, onProblem: (problem) => problems.push(problem) });
  return { html: element ? renderToStaticMarkup(element) : "", problems };
}

// The product's sixteen types and their variants (docs/product.md#sections); a type added later
// declares its own in its definition.
const THEMED = ["default", "casper", "kale", "studio"];
const PRODUCT_VARIANTS: Record<string, string[]> = {
  header: THEMED,
  hero: THEMED,
  "feature-list": THEMED,
  "feature-detail": ["default"],
  content: ["default"],
  gallery: ["default"],
  carousel: ["default"],
  "logo-showcase": ["default"],
  testimonial: THEMED,
  pricing: THEMED,
  "product-list": THEMED,
  "product-detail": ["default"],
  faq: ["default"],
  "call-to-action": THEMED,
  contact: THEMED,
  footer: THEMED,
};

test("the nine themed types come in casper, kale and studio besides the default", () => {
  const variantsByType = Object.fromEntries(SECTION_DEFINITIONS.map((definition) => [definition.type, definition.variants]));
  expect(variantsByType).toMatchObject(PRODUCT_VARIANTS);
});

describe.each(SECTION_DEFINITIONS.flatMap((definition) => definition.variants.map((variant) => [definition.type, variant, definition] as const)))(
  "%s in the %s variant",
  (type, variant, definition) => {
    test("renders its defaults, in an empty project and in one with pages, a form and contact details", () => {
      for (const project of [undefined, CATALOGUE_PROJECT]) {
        const { html, problems } = render(type, variant, definition.defaults(project));
        expect(problems).toEqual([]);
        expect(html).toMatch(/^(<link rel="preload"[^>]*>)*<(section|header|footer)/);
        expect(html).not.toContain("undefined");
        expect(html).not.toContain("[object Object]");
      }
    });

    test("renders thirty fuzzed valid contents", () => {
      for (const seed of SEEDS) {
        const content = fuzzContent(definition, seed);
        const { html, problems } = render(type, variant, content);
        expect(problems, `seed ${seed}`).toEqual([]);
        expect(html, `seed ${seed}`).toMatch(/^(<link rel="preload"[^>]*>)*<(section|header|footer)/);
      }
    });
  },
);

test("the defaults themselves validate, and new sections do not share mutable defaults", () => {
  for (const definition of SECTION_DEFINITIONS) {
    const first = definition.defaults();
    const anchor = first.anchor;
    expect(definition.schema.safeParse(first).success).toBe(true);
    first.anchor = "changed";
    expect(definition.defaults().anchor).toBe(anchor);
  }
});

test("fuzzing really changes the content", () => {
  const changed = SECTION_DEFINITIONS.filter((definition) => JSON.stringify(fuzzContent(definition, 7)) !== JSON.stringify(definition.defaults()));
  expect(changed).toHaveLength(SECTION_DEFINITIONS.length);
});
