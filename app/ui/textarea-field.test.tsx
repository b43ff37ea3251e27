import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { TextareaField } from "./textarea-field";

test("a textarea field shows its label, submits under its name and describes its error", () => {
  const html = renderToStaticMarkup(<TextareaField label="Message" name="message" defaultValue="Hello" error="Too long." />);
  const textarea = /<textarea\b[^>]*>/.exec(html)?.[0] ?? "";
  const id = /\sid="([^"]*)"/.exec(textarea)?.[1];
  expect(html).toContain(`for="${id}"`);
  expect(html).toContain(">Message</label>");
  expect(textarea).toContain('name="message"');
  expect(textarea).toContain('aria-invalid="true"');
  const errorId = /aria-describedby="([^"]*)"/.exec(textarea)?.[1];
  expect(html).toMatch(new RegExp(`id="${errorId}"[^>]*>.*Too long\\.`));
  expect(html).toContain(">Hello</textarea>");
});
