import { describe, expect, it } from "vitest";
import { SAFE_FONT_FAMILY_SOURCE } from "./safe-font-family";

// The very source the module's script embeds, run as it is.
const safeFontFamily = new Function(`return ${SAFE_FONT_FAMILY_SOURCE}`)() as (value: unknown) => string;

describe("the font a host page gives a module", () => {
  it("is taken as a list of family names, each quoted, with generic families left bare", () => {
    expect(safeFontFamily(`Georgia, "Times New Roman", serif`)).toBe(`"Georgia","Times New Roman",serif`);
    expect(safeFontFamily(`-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif`)).toBe(
      `"-apple-system","BlinkMacSystemFont","Segoe UI","Roboto","Helvetica Neue","Arial",sans-serif`,
    );
    expect(safeFontFamily(`'Noto Sans JP', ui-sans-serif, system-ui`)).toBe(`"Noto Sans JP",ui-sans-serif,system-ui`);
    expect(safeFontFamily(`"メイリオ", Meiryo, sans-serif`)).toBe(`"メイリオ","Meiryo",sans-serif`);
  });

  it("keeps a quoted generic name a font's name, not the generic family", () => {
    expect(safeFontFamily(`"serif"`)).toBe(`"serif"`);
  });

  it("refuses the whole list when any part could be more than a name: a url, a semicolon, braces, escapes, quotes or an at-rule", () => {
    for (const hostile of [
      `Georgia, url(https://evil.example/font.woff2)`,
      `Georgia; background: url(https://evil.example/x)`,
      `Georgia} body{display:none`,
      `"Geor\\67 ia", serif`,
      `"Georgia", "a"b", serif`,
      `@import "x"`,
      `Georgia, </style><script>alert(1)</script>`,
      `Georgia,, serif`,
      `""`,
      `1984 Sans`,
      `expression(alert(1))`,
    ]) {
      expect(safeFontFamily(hostile), hostile).toBe("");
    }
  });

  it("refuses what is not a string, an over-long list and too many names", () => {
    expect(safeFontFamily(undefined)).toBe("");
    expect(safeFontFamily({ toString: () => "Georgia" })).toBe("");
    expect(safeFontFamily(`"${"a".repeat(81)}"`)).toBe("");
    expect(safeFontFamily(Array.from({ length: 17 }, (_, index) => `Font${String.fromCharCode(65 + index)}`).join(","))).toBe("");
    expect(safeFontFamily(`${"Georgia, ".repeat(45)}serif`)).toBe("");
  });
});
