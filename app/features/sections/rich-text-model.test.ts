import { expect, test } from "vitest";
import { richTextFromPlainText, richTextSchema } from "./rich-text-model";

test("plain text becomes paragraphs and dash lines become a list", () => {
  expect(richTextFromPlainText("One\nline\n\n- a\n- b\n\n\nTwo")).toEqual([
    { type: "paragraph", children: [{ text: "One\nline" }] },
    { type: "list", ordered: false, items: [[{ text: "a" }], [{ text: "b" }]] },
    { type: "paragraph", children: [{ text: "Two" }] },
  ]);
});

test("the schema accepts a plain string and refuses HTML-ish shapes it does not know", () => {
  expect(richTextSchema.parse("Hello\n\nWorld")).toHaveLength(2);
  expect(richTextSchema.safeParse([{ type: "html", html: "<b>x</b>" }]).success).toBe(false);
  expect(richTextSchema.safeParse([{ type: "paragraph", children: [{ text: "x", href: "javascript:alert(1)" }] }]).success).toBe(false);
  expect(richTextSchema.safeParse([{ type: "paragraph", children: [{ text: "x", href: "/pricing" }] }]).success).toBe(true);
});
