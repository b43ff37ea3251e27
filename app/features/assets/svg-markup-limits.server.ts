import { FileRefusal } from "./file-refusal";

/**
 * How much markup an SVG may hold before it goes to the sanitiser. jsdom's cost grows with elements
 * and attributes, faster with nesting (6,000 nested groups took over 20 s here) and quadratically
 * with the attributes of one element; at these limits the worst case took about 10 s on a heavily
 * loaded 2-core machine, half the time limit. Real artwork stays far below them.
 */
export const SVG_MARKUP_LIMITS = { elements: 10_000, depth: 100, attributes: 30_000, attributesPerElement: 100 } as const;

export type SvgMarkupCounts = { elements: number; depth: number; attributes: number; attributesPerElement: number; dtdDeclarations: boolean };

const GREATER_THAN = 0x3e;
const SLASH = 0x2f;
const BANG = 0x21;
const QUESTION_MARK = 0x3f;
const EQUALS = 0x3d;
const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;
const OPEN_BRACKET = 0x5b;

/** The index just past the next `token` from `from`, or the end of the text. */
function after(text: string, token: string, from: number): number {
  const found = text.indexOf(token, from);
  return found === -1 ? text.length : found + token.length;
}

/** Just past the `>` that ends a tag or declaration starting at `from`, skipping quoted values. */
function tagEnd(text: string, from: number, onCharacter: (code: number) => void): number {
  let index = from;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code === DOUBLE_QUOTE || code === SINGLE_QUOTE) {
      index = after(text, code === DOUBLE_QUOTE ? '"' : "'", index + 1);
      continue;
    }
    if (code === GREATER_THAN) return index + 1;
    onCharacter(code);
    index += 1;
  }
  return text.length;
}

/**
 * Counts elements, nesting depth and attributes in one pass over the markup: no DOM, no regular
 * expressions, linear in the text (milliseconds per megabyte), so it runs on the request thread
 * before any queueing. It follows XML's tokens (comments, CDATA, processing instructions, the
 * DOCTYPE, quoted attribute values that may hold `>`), so its counts are exact on a well-formed
 * document; a document that is not is refused by the sanitiser's parser anyway. It stops as soon
 * as a count passes its limit.
 */
export function countSvgMarkup(text: string): SvgMarkupCounts {
  const limits = SVG_MARKUP_LIMITS;
  const counts: SvgMarkupCounts = { elements: 0, depth: 0, attributes: 0, attributesPerElement: 0, dtdDeclarations: false };
  let depth = 0;
  let at = text.indexOf("<");
  while (at !== -1) {
    const next = text.charCodeAt(at + 1);
    if (next === BANG) {
      if (text.startsWith("<!--", at)) at = after(text, "-->", at + 4);
      else if (text.startsWith("<![CDATA[", at)) at = after(text, "]]>", at + 9);
      else {
        // A DOCTYPE: only its internal subset ("[ … ]") declares anything, and entities declared
        // there could expand into markup this count never sees, so finding one is enough.
        at = tagEnd(text, at + 2, (code) => {
          if (code === OPEN_BRACKET) counts.dtdDeclarations = true;
        });
        if (counts.dtdDeclarations) return counts;
      }
    } else if (next === QUESTION_MARK) {
      at = after(text, "?>", at + 2);
    } else if (next === SLASH) {
      depth -= 1;
      at = after(text, ">", at + 2);
    } else {
      let attributes = 0;
      at = tagEnd(text, at + 1, (code) => {
        if (code === EQUALS) attributes += 1;
      });
      const selfClosing = text.charCodeAt(at - 2) === SLASH;
      counts.elements += 1;
      counts.depth = Math.max(counts.depth, depth + 1);
      counts.attributes += attributes;
      counts.attributesPerElement = Math.max(counts.attributesPerElement, attributes);
      if (!selfClosing) depth += 1;
      if (
        counts.elements > limits.elements ||
        counts.depth > limits.depth ||
        counts.attributes > limits.attributes ||
        counts.attributesPerElement > limits.attributesPerElement
      ) {
        return counts;
      }
    }
    at = text.indexOf("<", at);
  }
  return counts;
}

const SIMPLER = "Simplify it or save it as PNG or WebP.";

function limitRefusal(counts: SvgMarkupCounts): string | null {
  const limits = SVG_MARKUP_LIMITS;
  const number = (value: number) => value.toLocaleString("en");
  if (counts.dtdDeclarations) return "This SVG declares XML entities or other DTD declarations (<!DOCTYPE svg [ … ]>), which are refused.";
  if (counts.depth > limits.depth) return `This SVG nests elements more than ${number(limits.depth)} levels deep. Flatten its groups or save it as PNG or WebP.`;
  if (counts.elements > limits.elements) return `This SVG has more than ${number(limits.elements)} elements. ${SIMPLER}`;
  if (counts.attributesPerElement > limits.attributesPerElement) {
    return `This SVG has an element with more than ${number(limits.attributesPerElement)} attributes. ${SIMPLER}`;
  }
  if (counts.attributes > limits.attributes) return `This SVG has more than ${number(limits.attributes)} attributes. ${SIMPLER}`;
  return null;
}

/** The SVG's text, once it is UTF-8 and within the markup limits; throws FileRefusal otherwise. */
export function readSvgWithinLimits(bytes: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    throw new FileRefusal("This SVG is not UTF-8 text.");
  }
  const refusal = limitRefusal(countSvgMarkup(text));
  if (refusal) throw new FileRefusal(refusal);
  return text;
}
