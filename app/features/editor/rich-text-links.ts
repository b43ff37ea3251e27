import type { RichText, RichTextInline } from "~/features/sections/rich-text-model";
import { parseLinkTarget } from "~/lib/safe-url";

function inlinesOf(blocks: RichText): RichTextInline[] {
  return blocks.flatMap((block) => (block.type === "list" ? block.items.flat() : block.children));
}

function isBrokenLink(inline: RichTextInline): inline is RichTextInline & { href: string } {
  return inline.href !== undefined && parseLinkTarget(inline.href.trim()) === null;
}

/**
 * What is wrong with the first link of a rich text that goes nowhere a link may go, such as
 * [our menu](menu), said in the partner's words with the fix for that very address.
 */
export function brokenLinkMessage(blocks: RichText): string | undefined {
  const broken = inlinesOf(blocks).find(isBrokenLink);
  if (!broken) return undefined;
  const address = broken.href.trim();
  const word = /^[a-z0-9][a-z0-9-]*$/i.test(address) ? address.toLowerCase() : null;
  const ways = word
    ? `a page of this site (/${word}), a place on this page (#${word}), or a full address such as https://example.com/${word}`
    : "a page of this site (/page), a place on this page (#name), a full address such as https://example.com, mailto:, tel: or sms:";
  const target = address === "" ? "has no address" : `goes to “${address}”, which is not an address a link can open`;
  return `The link “${broken.text}” ${target}. Use ${ways}.`;
}

/**
 * The same rich text with links that go nowhere turned into plain text, for the editor preview:
 * while the field says what is wrong, the paragraph around the link keeps showing as typed.
 */
export function withBrokenLinksAsText(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withBrokenLinksAsText);
  if (!value || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  if (typeof record.text === "string" && typeof record.href === "string" && parseLinkTarget(record.href.trim()) === null) {
    const { href: _broken, ...plain } = record;
    return plain;
  }
  return Object.fromEntries(Object.entries(record).map(([key, entry]) => [key, withBrokenLinksAsText(entry)]));
}
