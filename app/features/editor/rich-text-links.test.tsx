import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { PreviewSections } from "./components/preview-sections";
import { markupToRichText } from "./rich-text-markup";
import { brokenLinkMessage, withBrokenLinksAsText } from "./rich-text-links";

const TYPED = "Come by and see [our menu](menu) for today's specials.\n\nWe open at eight.";

describe("a rich-text link to a bare word", () => {
  test("the field says what is wrong with the link and how to write it", () => {
    expect(brokenLinkMessage(markupToRichText(TYPED))).toBe(
      "The link “our menu” goes to “menu”, which is not an address a link can open. Use a page of this site (/menu), a place on this page (#menu), or a full address such as https://example.com/menu.",
    );
    expect(brokenLinkMessage(markupToRichText("See [our menu](/menu) or [call](tel:+4930123)."))).toBeUndefined();
  });

  test("the preview keeps the whole paragraph, with the link as plain text", () => {
    const section = { id: "s1", type: "content", variant: "default", version: 1, props: { title: "Hello", text: markupToRichText(TYPED) } };
    const html = renderToStaticMarkup(<PreviewSections sections={[section]} selectedId={null} primary="#1d4ed8" typography="system" kind="page" slug="home" projectId="p" modules={[]} onSelect={() => undefined} />);
    expect(html).toContain("Come by and see our menu for today&#x27;s specials.");
    expect(html).toContain("We open at eight.");
    expect(html).not.toContain('href="menu"');
  });

  test("only links that go nowhere lose their address", () => {
    const blocks = markupToRichText("[a](menu) and [b](/menu)");
    expect(withBrokenLinksAsText(blocks)).toEqual([{ type: "paragraph", children: [{ text: "a" }, { text: " and " }, { text: "b", href: "/menu" }] }]);
  });
});
