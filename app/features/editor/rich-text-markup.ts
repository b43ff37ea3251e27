import type { RichText, RichTextBlock, RichTextInline } from "~/features/sections/rich-text-model";

/**
 * The rich-text field edits the section library's structured rich text as a little markup:
 * blank lines separate blocks, "## " starts a subheading, "- " and "1. " lines make lists, and
 * inside text **bold**, *italic* and [label](address) links. Only the structure is stored.
 */

const SPECIAL = /([\\*[\]])/g;

function escape(text: string): string {
  return text.replace(SPECIAL, "\\$1");
}

function inlineToMarkup(inline: RichTextInline): string {
  let text = escape(inline.text);
  if (inline.bold && inline.italic) text = `***${text}***`;
  else if (inline.bold) text = `**${text}**`;
  else if (inline.italic) text = `*${text}*`;
  return inline.href ? `[${text}](${inline.href})` : text;
}

function inlinesToMarkup(inlines: readonly RichTextInline[]): string {
  return inlines.map(inlineToMarkup).join("");
}

export function richTextToMarkup(blocks: RichText): string {
  return blocks
    .map((block) => {
      if (block.type === "heading") return `## ${inlinesToMarkup(block.children)}`;
      if (block.type === "paragraph") return inlinesToMarkup(block.children);
      return block.items.map((item, index) => `${block.ordered ? `${index + 1}.` : "-"} ${inlinesToMarkup(item)}`).join("\n");
    })
    .join("\n\n");
}

const TOKEN = /\\([\\*[\]])|\[((?:\\.|[^\]\\])*)\]\(([^)\s]*)\)|\*\*\*((?:\\.|[^*\\])+)\*\*\*|\*\*((?:\\.|[^*\\])+)\*\*|\*((?:\\.|[^*\\])+)\*/g;

function unescape(text: string): string {
  return text.replace(/\\([\\*[\]])/g, "$1");
}

function pushText(into: RichTextInline[], inline: RichTextInline): void {
  if (inline.text === "") return;
  const last = into.at(-1);
  if (last && last.bold === inline.bold && last.italic === inline.italic && last.href === inline.href) last.text += inline.text;
  else into.push(inline);
}

function parseInlines(text: string, marks: Omit<RichTextInline, "text"> = {}): RichTextInline[] {
  const result: RichTextInline[] = [];
  let position = 0;
  for (const match of text.matchAll(TOKEN)) {
    pushText(result, { ...marks, text: text.slice(position, match.index) });
    const [whole, escaped, label, href, both, bold, italic] = match;
    if (escaped !== undefined) pushText(result, { ...marks, text: escaped });
    else if (label !== undefined && href !== undefined) parseInlines(label, { ...marks, href }).forEach((inline) => pushText(result, inline));
    else if (both !== undefined) pushText(result, { ...marks, bold: true, italic: true, text: unescape(both) });
    else if (bold !== undefined) pushText(result, { ...marks, bold: true, text: unescape(bold) });
    else if (italic !== undefined) pushText(result, { ...marks, italic: true, text: unescape(italic) });
    position = match.index + whole.length;
  }
  pushText(result, { ...marks, text: text.slice(position) });
  return result;
}

const BULLET = /^[-*] /;
const NUMBERED = /^\d+[.)] /;

function parseBlock(chunk: string): RichTextBlock {
  const lines = chunk.split("\n");
  if (lines.every((line) => BULLET.test(line))) return { type: "list", ordered: false, items: lines.map((line) => parseInlines(line.replace(BULLET, ""))) };
  if (lines.every((line) => NUMBERED.test(line))) return { type: "list", ordered: true, items: lines.map((line) => parseInlines(line.replace(NUMBERED, ""))) };
  if (lines.length === 1 && chunk.startsWith("## ")) return { type: "heading", children: parseInlines(chunk.slice(3)) };
  return { type: "paragraph", children: parseInlines(chunk) };
}

export function markupToRichText(markup: string): RichText {
  return markup
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((chunk) => chunk.replace(/^\n+|\n+$/g, ""))
    .filter((chunk) => chunk.trim() !== "")
    .map(parseBlock);
}
