import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { SECTION_DEFINITIONS } from "./registry";
import { renderContextForProject } from "./render-context";
import { renderSection } from "./render-sections";
import { sectionListProblems } from "./section-list-rules";

const CONTEXT = renderContextForProject("acme");
const outerElement = (html: string) => /^<(section|header|footer)\b[^>]*>/.exec(html)?.[0] ?? "";

test.each(SECTION_DEFINITIONS.map((definition) => definition.type))("a %s section in another language carries its lang and direction on its outer element", (type) => {
  const render = (language?: string) => renderToStaticMarkup(renderSection({ id: "s1", type, variant: "default", props: {}, ...(language ? { language } : {}) }, { context: CONTEXT }));
  expect(outerElement(render("de"))).toMatch(/ lang="de" dir="ltr"/);
  expect(outerElement(render("AR"))).toMatch(/ lang="ar" dir="rtl"/);
  // In the page's language, it says nothing: the document's lang covers it.
  expect(outerElement(render())).not.toMatch(/ lang=| dir=/);
});

test("a section's language must be one of the listed languages", () => {
  const problems = sectionListProblems([{ id: "s1", type: "faq", variant: "default", props: {}, language: "klingon" }], { allowModuleReferences: true });
  expect(problems[0]?.message).toMatch(/Choose one of the listed languages/);
  expect(sectionListProblems([{ id: "s1", type: "faq", variant: "default", props: {}, language: "de-CH" }], { allowModuleReferences: true })).toEqual([]);
});
