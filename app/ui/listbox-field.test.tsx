import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { ListboxField } from "./listbox-field";

const FONTS = [
  { value: "inter", label: "Inter" },
  { value: "serif", label: "Serif" },
] as const;

describe("ListboxField", () => {
  test("it shows the label and the chosen option, and submits the value in a hidden input", () => {
    const html = renderToStaticMarkup(<ListboxField label="Font" name="font" options={FONTS} defaultValue="serif" />);
    const button = /<button\b[^>]*>/.exec(html)?.[0] ?? "";
    const id = /\sid="([^"]*)"/.exec(button)?.[1];
    expect(html).toContain(`for="${id}"`);
    expect(button).toContain('aria-haspopup="listbox"');
    expect(button).toMatch(/aria-labelledby="\S+label \S+control"/);
    expect(html).toMatch(/<span class="truncate ?">Serif<\/span>/);
    expect(html).toContain('<input type="hidden" name="font" value="serif"/>');
  });

  test("without a value it shows the placeholder and submits an empty value", () => {
    const html = renderToStaticMarkup(<ListboxField label="Font" name="font" options={FONTS} placeholder="Pick a font" />);
    expect(html).toContain("Pick a font");
    expect(html).toContain('<input type="hidden" name="font" value=""/>');
  });

  test("an error is tied to the button with aria-describedby even before hydration", () => {
    const html = renderToStaticMarkup(<ListboxField label="Font" options={FONTS} value="inter" error="Choose a font." />);
    const button = /<button\b[^>]*>/.exec(html)?.[0] ?? "";
    expect(button).toContain('aria-invalid="true"');
    const errorId = /aria-describedby="([^"]*)"/.exec(button)?.[1];
    expect(html).toMatch(new RegExp(`id="${errorId}"[^>]*>.*Choose a font\\.`));
    expect(html).not.toContain('type="hidden"');
  });
});
