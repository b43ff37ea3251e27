import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { LinkField } from "./link-field";

const PAGES = [
  { path: "/", title: "Home" },
  { path: "/pricing", title: "Pricing" },
];

describe("LinkField", () => {
  test("a stored page link shows the page kind and the page, and is submitted as is", () => {
    const html = renderToStaticMarkup(<LinkField label="Button link" name="href" defaultValue="/pricing" pages={PAGES} />);
    expect(html).toContain(">Button link</span>");
    expect(html).toMatch(/role="radio" aria-checked="true"[^>]*>Page</);
    expect(html).toMatch(/<span class="truncate ?">Pricing<\/span>/);
    expect(html).toContain('<input type="hidden" name="href" value="/pricing"/>');
  });

  test("without pages the page kind is not offered and a web address is asked for", () => {
    const html = renderToStaticMarkup(<LinkField label="Button link" name="href" defaultValue="https://example.com/" />);
    expect(html).not.toMatch(/role="radio"[^>]*>Page</);
    expect(html).toContain(">Web address</label>");
    expect(html).toContain('value="https://example.com/"');
  });

  test("an error from the form is shown beside the input and describes it", () => {
    const html = renderToStaticMarkup(
      <LinkField label="Button link" defaultValue="mailto:hello@example.com" error="Links must be safe." />,
    );
    const input = /<input\b[^>]*type="email"[^>]*>/.exec(html)?.[0] ?? "";
    expect(input).toContain('aria-invalid="true"');
    const errorId = /aria-describedby="([^"]*)"/.exec(input)?.[1];
    expect(html).toMatch(new RegExp(`id="${errorId}"[^>]*>.*Links must be safe\\.`));
  });
});
