import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { hrefSchema, imageSchema } from "./content-fields";
import { unsafeParts } from "./fixtures/markup-safety";
import { XSS_TEXT_PAYLOADS, XSS_URL_PAYLOADS } from "./fixtures/xss-corpus";
import { withTextPayloads, withUrlPayloads } from "./fixtures/xss-content";
import { SECTION_DEFINITIONS, SECTION_REGISTRY } from "./registry";
import { renderContextForProject, resolveHref } from "./render-context";
import { renderSection, type SectionProblem, validateSection } from "./render-sections";
import { richTextSchema } from "./rich-text-model";

const CONTEXT = renderContextForProject("acme");

function renderRaw(section: unknown): { html: string; problems: SectionProblem[] } {
  const problems: SectionProblem[] = [];
  const element = renderSection(section, { context: CONTEXT, onProblem: (problem) => problems.push(problem) });
  return { html: element ? renderToStaticMarkup(element) : "", problems };
}

test("the safety check itself catches what it must", () => {
  expect(unsafeParts('<p>ok</p><a href="/x">x</a>')).toEqual([]);
  expect(unsafeParts("<p>x</p><script>1</script>")).not.toEqual([]);
  expect(unsafeParts('<img src="x" onerror="1"/>')).not.toEqual([]);
  expect(unsafeParts('<a href="jav&#x09;ascript:1">x</a>')).not.toEqual([]);
  expect(unsafeParts('<a href=" JAVASCRIPT:1">x</a>')).not.toEqual([]);
  expect(unsafeParts("<p>a <b onclick=1>b</b></p>".replace("<b onclick=1>", "<b onclick=1 >"))).not.toEqual([]);
});

describe.each(SECTION_DEFINITIONS.flatMap((definition) => definition.variants.map((variant) => [definition.type, variant, definition] as const)))(
  "%s in the %s variant",
  (type, variant, definition) => {
    test("hostile text in every text field comes out as inert text", () => {
      XSS_TEXT_PAYLOADS.forEach((_, offset) => {
        const props = withTextPayloads(definition, offset);
        const { html, problems } = renderRaw({ id: "s1", type, variant, props });
        expect(problems).toEqual([]);
        expect(html).toContain("&lt;");
        expect(unsafeParts(html)).toEqual([]);
        expect(html).not.toMatch(/<script/i);
      });
    });
  },
);

describe.each(SECTION_DEFINITIONS.map((definition) => [definition.type, definition] as const))("%s", (type, definition) => {
  test("every link and image field refuses every hostile address, and the section renders nothing", () => {
    const poisoned = withUrlPayloads(definition);
    for (const { path, payload, content } of poisoned) {
      const validation = validateSection({ id: "s1", type, variant: "default", props: content });
      expect(validation.ok, `${path} = ${JSON.stringify(payload)}`).toBe(false);
      const { html, problems } = renderRaw({ id: "s1", type, variant: "default", props: content });
      expect(html).toBe("");
      expect(problems.map((problem) => problem.reason)).toEqual(["invalid-content"]);
    }
  });
});

test("every section type with links or images has its URL fields covered", () => {
  const covered = SECTION_DEFINITIONS.filter((definition) => withUrlPayloads(definition).length > 0).map((definition) => definition.type);
  expect(covered).toEqual(expect.arrayContaining(["header", "hero", "pricing", "product-list", "gallery", "carousel", "call-to-action"]));
});

test.each(XSS_URL_PAYLOADS)("the shared rules refuse %j as a link, an image, a rich-text link and a logo", (payload) => {
  expect(hrefSchema.safeParse(payload).success).toBe(false);
  expect(imageSchema.safeParse({ src: payload, alt: "", width: 1, height: 1 }).success).toBe(false);
  expect(richTextSchema.safeParse([{ type: "paragraph", children: [{ text: "x", href: payload }] }]).success).toBe(false);
  expect(resolveHref(payload, CONTEXT)).toBeUndefined();
  const header = { ...SECTION_REGISTRY.header.defaults(), logo: { src: payload, alt: "Logo", width: 10, height: 10 } };
  expect(renderRaw({ id: "s1", type: "header", props: header }).html).toBe("");
});

test("a rich-text link to a project page renders as an address inside the project", () => {
  const props = { ...SECTION_REGISTRY.content.defaults(), text: [{ type: "paragraph", children: [{ text: "See ", bold: true }, { text: "pricing", href: "/pricing#plans" }] }] };
  const { html } = renderRaw({ id: "s1", type: "content", props });
  expect(html).toContain('<a href="/acme/pricing#plans">pricing</a>');
  expect(html).toContain("<strong>See </strong>");
});

test("an http(s) address that tries to break out of its attribute is kept as an encoded, harmless link", () => {
  const breakout = 'https://evil.example/"><script>window.__xss = 1</script>';
  const props = { ...SECTION_REGISTRY["call-to-action"].defaults(), primaryAction: { label: "Go", href: breakout } };
  const { html, problems } = renderRaw({ id: "s1", type: "call-to-action", props });
  expect(problems).toEqual([]);
  expect(html).toContain('href="https://evil.example/%22%3E%3Cscript%3Ewindow.__xss%20=%201%3C/script%3E"');
  expect(unsafeParts(html)).toEqual([]);
});
