import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { SwitchField } from "./switch-field";

describe("SwitchField", () => {
  test("it is a labelled switch that submits like a checkbox when on", () => {
    const html = renderToStaticMarkup(
      <SwitchField label="Show in menu" name="inMenu" defaultValue description="Adds the page to the header." />,
    );
    const button = /<button\b[^>]*>/.exec(html)?.[0] ?? "";
    const id = /\sid="([^"]*)"/.exec(button)?.[1];
    expect(button).toContain('role="switch"');
    expect(button).toContain('aria-checked="true"');
    expect(html).toContain(`for="${id}"`);
    expect(html).toContain(">Show in menu</label>");
    const descriptionId = /aria-describedby="([^"]*)"/.exec(button)?.[1];
    expect(html).toContain(`id="${descriptionId}" class="mt-1.5 text-sm text-neutral-600">Adds the page to the header.</p>`);
    expect(html).toContain('<input type="hidden" name="inMenu" value="on"/>');
  });

  test("when off it submits nothing, and an error is described", () => {
    const html = renderToStaticMarkup(<SwitchField label="Published" name="published" value={false} error="Publish the project first." />);
    expect(html).toContain('aria-checked="false"');
    expect(html).not.toContain('name="published"');
    const button = /<button\b[^>]*>/.exec(html)?.[0] ?? "";
    expect(button).toContain('aria-invalid="true"');
    const errorId = /aria-describedby="([^"]*)"/.exec(button)?.[1];
    expect(html).toMatch(new RegExp(`id="${errorId}"[^>]*>.*Publish the project first\\.`));
  });
});
