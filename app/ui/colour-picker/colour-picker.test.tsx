import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { ColourPicker } from "./colour-picker";

function render(value: string) {
  return renderToStaticMarkup(<ColourPicker value={value} onChange={() => {}} label="Background" />);
}

function sliders(html: string): string[] {
  return html.match(/<div\b[^>]*role="slider"[^>]*>/g) ?? [];
}

describe("ColourPicker on the server", () => {
  test("the saturation/value area is 152 px square and the hue strip 15 px wide and as tall", () => {
    const [area, hue] = sliders(render("#1d4ed8"));
    expect(area).toContain("width:152px;height:152px");
    expect(hue).toContain("width:15px;height:152px");
  });

  test("the area, hue and opacity are keyboard sliders with values and text", () => {
    const [area, hue, alpha] = sliders(render("rgba(29, 78, 216, 0.5)"));
    expect(area).toContain('aria-label="Saturation and brightness"');
    expect(area).toContain('tabindex="0"');
    expect(area).toContain('aria-valuenow="87"');
    expect(area).toContain('aria-valuetext="Saturation 87%, brightness 85%"');
    expect(hue).toContain('aria-label="Hue"');
    expect(hue).toContain('aria-orientation="vertical"');
    expect(hue).toContain('aria-valuemax="360"');
    expect(hue).toContain('aria-valuenow="224"');
    expect(alpha).toContain('aria-label="Opacity"');
    expect(alpha).toContain('aria-valuenow="50"');
  });

  test("the text boxes show the value as hex and rgba", () => {
    const html = render("rgba(29, 78, 216, 0.5)");
    expect(html).toContain('value="#1d4ed880"');
    expect(html).toContain('value="rgba(29, 78, 216, 0.5)"');
  });

  test("the 16 default swatches are buttons from black and white to transparent, the current one pressed", () => {
    const html = render("#ffffff");
    const swatches = html.match(/<button\b[^>]*aria-label="Swatches: [^"]*"[^>]*>/g) ?? [];
    expect(swatches).toHaveLength(16);
    expect(swatches[0]).toContain('aria-label="Swatches: #000000"');
    expect(swatches[1]).toContain('aria-label="Swatches: #ffffff"');
    expect(swatches[1]).toContain('aria-pressed="true"');
    expect(swatches[15]).toContain('aria-label="Swatches: Transparent"');
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(1);
  });

  test("the history is empty on the server, where there is no local storage", () => {
    expect(render("#000000")).toContain("Colours you use appear here.");
  });

  test("text that is not a colour shows black", () => {
    expect(render("nonsense")).toContain('value="#000000"');
  });
});
