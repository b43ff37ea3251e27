import { z } from "zod";
import { hrefSchema } from "./content-fields";

// Rich text is a small document tree, never HTML (docs/decisions/0002-rich-text-as-structured-content.md):
// paragraphs, one level of subheadings and lists, with bold, italic and links inside.
const inlineSchema = z.object({
  text: z.string().max(5_000),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
  href: hrefSchema.optional(),
});
const inlinesSchema = z.array(inlineSchema).max(200);

const blockSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("paragraph"), children: inlinesSchema }),
  z.object({ type: z.literal("heading"), children: inlinesSchema }),
  z.object({ type: z.literal("list"), ordered: z.boolean().default(false), items: z.array(inlinesSchema).max(100) }),
]);

export type RichTextInline = z.output<typeof inlineSchema>;
export type RichTextBlock = z.output<typeof blockSchema>;
export type RichText = RichTextBlock[];

/** Blank lines separate paragraphs; lines starting with "- " form a list. */
export function richTextFromPlainText(text: string): RichText {
  return text
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk.length > 0)
    .map((chunk): RichTextBlock => {
      const lines = chunk.split("\n").map((line) => line.trim());
      if (lines.every((line) => line.startsWith("- "))) {
        return { type: "list", ordered: false, items: lines.map((line) => [{ text: line.slice(2) }]) };
      }
      return { type: "paragraph", children: [{ text: chunk }] };
    });
}

/** Plain strings are accepted too (see richTextFromPlainText). */
export const richTextSchema = z.preprocess(
  (value) => (typeof value === "string" ? richTextFromPlainText(value) : value),
  z.array(blockSchema).max(100),
);

export function richText(fallback: string) {
  return richTextSchema.default(() => richTextFromPlainText(fallback));
}
