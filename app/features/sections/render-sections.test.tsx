import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { currentVersion, migrateProps, type SectionMigration } from "./migrations";
import { SECTION_REGISTRY } from "./registry";
import { renderContextForProject } from "./render-context";
import { renderSection, renderSections, type SectionProblem, validateSection } from "./render-sections";

const CONTEXT = renderContextForProject("acme");

function collect() {
  const problems: SectionProblem[] = [];
  return { problems, options: { context: CONTEXT, onProblem: (problem: SectionProblem) => problems.push(problem) } };
}

test("an unknown type renders nothing and is reported", () => {
  const { problems, options } = collect();
  expect(renderSection({ id: "a", type: "marquee", props: {} }, options)).toBeNull();
  expect(problems).toEqual([{ sectionId: "a", type: "marquee", reason: "unknown-type", message: 'There is no section type "marquee".' }]);
});

test("malformed stored JSON renders nothing and is reported", () => {
  const { problems, options } = collect();
  for (const raw of [null, "hero", 42, [], { type: "hero" }, { id: "bad id!", type: "hero" }, { id: "a", type: "hero", props: [] }]) {
    expect(renderSection(raw, options)).toBeNull();
  }
  expect(problems.map((problem) => problem.reason)).toEqual(Array(7).fill("malformed"));
});

test("invalid content renders nothing and names the field", () => {
  const { problems, options } = collect();
  expect(renderSection({ id: "a", type: "hero", props: { title: 42 } }, options)).toBeNull();
  expect(problems[0]?.reason).toBe("invalid-content");
  expect(problems[0]?.message).toContain("title");
});

test("an unknown variant falls back to the default design with a warning", () => {
  const { problems, options } = collect();
  const element = renderSection({ id: "a", type: "faq", variant: "kale", props: {} }, options);
  expect(element).not.toBeNull();
  expect(problems.map((problem) => problem.reason)).toEqual(["unknown-variant"]);
});

test("missing props and variant mean the defaults, and validation fills them in", () => {
  const result = validateSection({ id: "a", type: "call-to-action" });
  expect(result.ok && result.section).toEqual({ id: "a", type: "call-to-action", variant: "default", props: SECTION_REGISTRY["call-to-action"].defaults(), version: 1 });
});

test("hidden sections are skipped and the first hero carries the page's only h1", () => {
  const html = renderToStaticMarkup(
    renderSections(
      [
        { id: "h", type: "header", props: {} },
        { id: "x", type: "hero", props: { title: "Hidden" }, hidden: true },
        { id: "a", type: "hero", props: { title: "First" } },
        { id: "b", type: "hero", props: { title: "Second" } },
        { id: "c", type: "nonsense", props: {} },
      ],
      collect().options,
    ),
  );
  expect(html).not.toContain("Hidden");
  expect(html.match(/<h1/g)).toHaveLength(1);
  expect(html).toMatch(/<h1[^>]*>First<\/h1>/);
  expect(html).toMatch(/<h2[^>]*>Second<\/h2>/);
});

test("anchors become element ids so links like #pricing work", () => {
  const html = renderToStaticMarkup(renderSection({ id: "p", type: "pricing", props: { anchor: "pricing" } }, collect().options) ?? <></>);
  expect(html).toMatch(/^<section id="pricing"/);
  expect(validateSection({ id: "p", type: "pricing", props: { anchor: "1 bad" } }).ok).toBe(false);
});

const RENAME_TITLE: SectionMigration[] = [
  { type: "faq", from: 1, migrate: ({ heading, ...rest }) => ({ ...rest, title: heading }) },
  { type: "faq", from: 2, migrate: (props) => ({ ...props, intro: "Added in version 3" }) },
];

test("migrations upgrade stored props one version at a time", () => {
  expect(currentVersion("faq", RENAME_TITLE)).toBe(3);
  expect(migrateProps("faq", { heading: "Old" }, 1, RENAME_TITLE)).toEqual({ ok: true, props: { title: "Old", intro: "Added in version 3" }, version: 3 });
  expect(migrateProps("faq", { title: "New" }, 3, RENAME_TITLE)).toEqual({ ok: true, props: { title: "New" }, version: 3 });
  const validated = validateSection({ id: "a", type: "faq", props: { heading: "Old" }, version: 1 }, RENAME_TITLE);
  expect(validated.ok && validated.section.props.title).toBe("Old");
  expect(validated.ok && validated.section.version).toBe(3);
});

test("content from a newer app version or a failing migration is refused", () => {
  expect(migrateProps("faq", {}, 4, RENAME_TITLE)).toEqual({ ok: false, message: "Version 4 is newer than this app knows (3)." });
  const failing: SectionMigration[] = [{ type: "hero", from: 1, migrate: () => { throw new Error("boom"); } }];
  const result = validateSection({ id: "a", type: "hero", props: {} }, failing);
  expect(!result.ok && result.problem.reason).toBe("migration-failed");
});
