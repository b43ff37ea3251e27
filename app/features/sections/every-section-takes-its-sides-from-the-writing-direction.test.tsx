import { readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { CATALOGUE_PROJECT } from "./catalogue/catalogue-project";
import { fuzzContent } from "./fixtures/fuzz-content";
import { SECTION_DEFINITIONS } from "./registry";
import { renderContextForProject } from "./render-context";
import { renderSection } from "./render-sections";

// Sections are laid out right to left on right-to-left sites (docs/product.md#site-language), so
// they name sides by the writing direction (ms-, ps-, inset-s-, text-start, rounded-s, border-s…)
// rather than left and right. Tailwind v4's space-x and divide-x are logical already.
const PHYSICAL = /^(?:m[lr]|p[lr]|scroll-[mp][lr]|left|right|border-[lr]|rounded-(?:[lr]|tl|tr|bl|br)|text-(?:left|right)|float-(?:left|right)|clear-(?:left|right))(?:-|$)/;

/** Physical classes that mean the same in both directions, each with why. */
const ALLOWED = new Map([
  // The hero's glow is centred (left 50%, then back by half its width), which needs no mirroring.
  ["left-1/2", "centring, together with -translate-x-1/2"],
]);

/** The utility of a class token, without its variants (hover:, @3xl:, [&…]:) and its sign or importance. */
function utilityOf(token: string): string {
  const utility = token.split(/:(?![^[]*\])/).pop() ?? "";
  return utility.replace(/^!|!$/g, "").replace(/^-/, "");
}

function physicalClasses(html: string): string[] {
  const tokens = [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => (match[1] ?? "").split(/\s+/));
  return [...new Set(tokens.filter((token) => PHYSICAL.test(utilityOf(token)) && !ALLOWED.has(utilityOf(token))))];
}

const CONTEXT = renderContextForProject("acme");
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

function render(type: string, variant: string, props: unknown): string {
  const element = renderSection({ id: `s-${type}`, type, variant, props }, { context: CONTEXT, onProblem: () => undefined });
  return element ? renderToStaticMarkup(element) : "";
}

describe.each(SECTION_DEFINITIONS.flatMap((definition) => definition.variants.map((variant) => [definition.type, variant, definition] as const)))(
  "%s in the %s variant",
  (type, variant, definition) => {
    test("uses no left or right class with its defaults or fuzzed content", () => {
      const found = [definition.defaults(CATALOGUE_PROJECT), ...SEEDS.map((seed) => fuzzContent(definition, seed))].flatMap((props) => physicalClasses(render(type, variant, props)));
      expect([...new Set(found)]).toEqual([]);
    });
  },
);

test("the section styles set no left or right side either", () => {
  const css = readFileSync(join(import.meta.dirname, "sections.css"), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
  expect(css.match(/\b(?:(?:margin|padding|border)-(?:left|right)|(?:left|right)\s*:|text-align:\s*(?:left|right)|float:\s*(?:left|right))[^;]*/g) ?? []).toEqual([]);
});

test("the scan catches physical classes behind variants and signs, and lets logical ones and the allowed ones through", () => {
  const html = `<div class="@3xl:ml-4 hover:pr-2 -left-[9999px] rtl:text-right rounded-tl-lg border-l-4 [&amp;::marker]:mr-1 ms-4 pe-2 -inset-s-4 text-start rounded-s-lg border-s-4 rounded-lg border-lime-500 place-items-center left-1/2 prose"></div>`;
  expect(physicalClasses(html)).toEqual(["@3xl:ml-4", "hover:pr-2", "-left-[9999px]", "rtl:text-right", "rounded-tl-lg", "border-l-4", "[&amp;::marker]:mr-1"]);
});
