import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { RadioGroupField } from "./radio-group-field";

const ALIGNMENTS = [
  { value: "left", label: "Left" },
  { value: "center", label: "Centre", description: "Best for short headings" },
] as const;

test("a radio group is labelled, marks the chosen option, describes its error and submits its value", () => {
  const html = renderToStaticMarkup(
    <RadioGroupField label="Alignment" name="align" options={ALIGNMENTS} defaultValue="center" error="Pick one." />,
  );
  const group = /<div\b[^>]*role="radiogroup"[^>]*>/.exec(html)?.[0] ?? "";
  const labelId = /aria-labelledby="([^"]*)"/.exec(group)?.[1];
  expect(html).toContain(`<span id="${labelId}" class="block text-sm font-medium text-neutral-800">Alignment</span>`);
  expect(group).toContain('aria-invalid="true"');
  const errorId = /aria-describedby="([^"]*)"/.exec(group)?.[1];
  expect(html).toMatch(new RegExp(`id="${errorId}"[^>]*>.*Pick one\\.`));
  expect(html.match(/role="radio"/g)).toHaveLength(2);
  expect(html).toMatch(/role="radio" aria-checked="true"[^>]*>.*Centre/);
  expect(html).toContain("Best for short headings");
  expect(html).toContain('<input type="hidden" name="align" value="center"/>');
});
