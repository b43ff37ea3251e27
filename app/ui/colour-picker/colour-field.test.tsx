import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { ColourField } from "./colour-field";

test("a colour field is a labelled button that submits the normalised hex in a hidden input", () => {
  const html = renderToStaticMarkup(
    <ColourField label="Primary colour" name="primary" defaultValue="rgb(29, 78, 216)" error="Too light." />,
  );
  const button = /<button\b[^>]*>/.exec(html)?.[0] ?? "";
  const id = /\sid="([^"]*)"/.exec(button)?.[1];
  expect(html).toContain(`for="${id}"`);
  expect(html).toContain(">Primary colour</label>");
  expect(button).toMatch(/aria-labelledby="\S+label \S+control"/);
  expect(button).toContain('aria-invalid="true"');
  const errorId = /aria-describedby="([^"]*)"/.exec(button)?.[1];
  expect(html).toMatch(new RegExp(`id="${errorId}"[^>]*>.*Too light\\.`));
  expect(html).toContain(">#1d4ed8</span>");
  expect(html).toContain('<input type="hidden" name="primary" value="#1d4ed8"/>');
});

test("a translucent colour submits eight hex digits", () => {
  const html = renderToStaticMarkup(<ColourField label="Overlay" name="overlay" value="rgba(0, 0, 0, 0.5)" onChange={() => {}} />);
  expect(html).toContain('<input type="hidden" name="overlay" value="#00000080"/>');
});
