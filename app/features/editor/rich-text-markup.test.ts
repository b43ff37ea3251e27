import { describe, expect, it } from "vitest";
import { richTextSchema, type RichText } from "~/features/sections/rich-text-model";
import { markupToRichText, richTextToMarkup } from "./rich-text-markup";

const document: RichText = [
  { type: "heading", children: [{ text: "Why us" }] },
  { type: "paragraph", children: [{ text: "We are " }, { text: "fast", bold: true }, { text: ", " }, { text: "kind", italic: true }, { text: " and " }, { text: "both", bold: true, italic: true }, { text: "." }] },
  { type: "paragraph", children: [{ text: "Read " }, { text: "the guide", href: "/guide" }, { text: " or " }, { text: "mail", href: "mailto:a@example.com", bold: true }] },
  { type: "list", ordered: false, items: [[{ text: "One" }], [{ text: "Two" }]] },
  { type: "list", ordered: true, items: [[{ text: "First" }], [{ text: "Second" }]] },
];

describe("the rich-text markup", () => {
  it("turns structured rich text into markup and back without loss", () => {
    const markup = richTextToMarkup(document);
    expect(markup).toBe(
      "## Why us\n\nWe are **fast**, *kind* and ***both***.\n\nRead [the guide](/guide) or [**mail**](mailto:a@example.com)\n\n- One\n- Two\n\n1. First\n2. Second",
    );
    expect(markupToRichText(markup)).toEqual(document);
  });

  it("keeps literal stars and brackets as text", () => {
    const blocks: RichText = [{ type: "paragraph", children: [{ text: "5 * 3 [sic] \\o/" }] }];
    expect(richTextToMarkup(blocks)).toBe("5 \\* 3 \\[sic\\] \\\\o/");
    expect(markupToRichText(richTextToMarkup(blocks))).toEqual(blocks);
  });

  it("reads half-typed markup as plain text, and always gives content the schema accepts", () => {
    const blocks = markupToRichText("Hello **wor\n\n\n- a\n- b\n\n## ");
    expect(blocks[0]).toEqual({ type: "paragraph", children: [{ text: "Hello **wor" }] });
    expect(richTextSchema.safeParse(blocks).success).toBe(true);
  });
});
