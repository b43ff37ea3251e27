import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { SECTION_REGISTRY } from "./registry";
import { renderContextForProject } from "./render-context";
import { renderSections } from "./render-sections";
import type { SectionType } from "./section-types";

// The reference landing page of the publishing benchmark (docs/benchmarks.md).
const TYPICAL_PAGE: SectionType[] = ["hero", "feature-list", "logo-showcase", "pricing", "testimonial", "faq", "call-to-action", "contact"];

test("the static markup of a page of 8 typical sections is under 40 KB", () => {
  const sections = TYPICAL_PAGE.map((type, index) => ({ id: `s${index}`, type, variant: "default", props: SECTION_REGISTRY[type].defaults() }));
  const problems: unknown[] = [];
  const html = renderToStaticMarkup(renderSections(sections, { context: renderContextForProject("acme"), onProblem: (problem) => problems.push(problem) }));
  expect(problems).toEqual([]);
  expect(html.match(/<section/g)).toHaveLength(8);
  const bytes = Buffer.byteLength(html, "utf8");
  console.log(`typical page: ${bytes} bytes of static markup`);
  expect(bytes).toBeLessThan(40 * 1024);
});
