import { colord, extend } from "colord";
import a11yPlugin from "colord/plugins/a11y";
import { describe, expect, test } from "vitest";
import { DEFAULT_SWATCHES } from "./default-swatches";
import { contrastRatio, STUDIO_CARD } from "./theme-contrast";
import { deriveTheme, parseRgb, primaryAdjustment, perceivedLightness, type Rgb, textColourOn, themeVariables } from "./theme";

extend([a11yPlugin]);

const hex = ({ r, g, b }: Rgb) => colord({ r, g, b }).toHex();
const BLACK = { r: 0, g: 0, b: 0 };
const WHITE = { r: 255, g: 255, b: 255 };

// chosen → [its L*, on-colour, primary the pages use, alternate primary, secondary] (decision 0027)
const SWATCH_EXPECTATIONS: Record<string, [number, string, string, string, string]> = {
  "#000000": [0, "#ffffff", "#000000", "#1a1a1a", "#000000"],
  "#ffffff": [100, "#000000", "#ffffff", "#e6e6e6", "#ffffff"],
  "#ef4444": [54.97, "#ffffff", "#eb1616", "#bc1010", "#eba416"],
  "#f97316": [63.72, "#ffffff", "#c45505", "#903e04", "#b4c405"],
  "#f59e0b": [72.16, "#000000", "#f59e0b", "#f7b23b", "#b0f50b"],
  "#eab308": [75.92, "#000000", "#eab308", "#f7c42b", "#8aea08"],
  "#84cc16": [74.92, "#000000", "#84cc16", "#9de92b", "#16cc21"],
  "#22c55e": [70.23, "#000000", "#22c55e", "#3bde77", "#22bfc5"],
  "#14b8a6": [67.41, "#ffffff", "#0f8578", "#0a574e", "#0f4385"],
  "#06b6d4": [68.2, "#ffffff", "#058299", "#035968", "#051f99"],
  "#3b82f6": [55.63, "#ffffff", "#1d6ff4", "#0a58d6", "#5a1df4"],
  "#6366f1": [50.1, "#ffffff", "#6365f1", "#3538ed", "#af3aee"],
  "#8b5cf6": [51.61, "#ffffff", "#8655f6", "#6325f4", "#cf0bd5"],
  "#a855f7": [53.53, "#ffffff", "#a044f6", "#8815f4", "#d90ab4"],
  "#ec4899": [56.85, "#ffffff", "#e2187d", "#b41363", "#dd3817"],
  transparent: [0, "#ffffff", "#000000", "#1a1a1a", "#000000"],
};

describe("the theme derived from one primary colour", () => {
  test("pure black gets white text and pure white gets black text", () => {
    expect(textColourOn(BLACK)).toEqual(WHITE);
    expect(textColourOn(WHITE)).toEqual(BLACK);
    expect(hex(deriveTheme("#000000").onPrimary)).toBe("#ffffff");
    expect(hex(deriveTheme("#ffffff").onPrimary)).toBe("#000000");
  });

  test.each(DEFAULT_SWATCHES)("the default swatch %s gives the pinned lightness, text, contrast-safe primary, alternate and secondary", (swatch) => {
    const expected = SWATCH_EXPECTATIONS[swatch];
    if (!expected) throw new Error(`no expectation for ${swatch}`);
    const [lightness, onPrimary, primary, alternate, secondary] = expected;
    const theme = deriveTheme(swatch);
    expect(perceivedLightness(deriveTheme(swatch, { exact: true }).primary)).toBeCloseTo(lightness, 2);
    expect(hex(theme.onPrimary)).toBe(onPrimary);
    expect(hex(theme.primary)).toBe(primary);
    expect(hex(theme.primaryAlt)).toBe(alternate);
    expect(hex(theme.secondary)).toBe(secondary);
    expect(theme.onPrimaryAlt).toEqual(textColourOn(theme.primaryAlt));
    expect(theme.onSecondary).toEqual(textColourOn(theme.secondary));
  });

  test("a lightness of exactly 70 is not above 70, so the text is white; just above gives black", () => {
    const greyAt = (lightness: number): Rgb => {
      const y = ((lightness + 16) / 116) ** 3;
      const srgb = y <= 0.0031308 ? 12.92 * y : 1.055 * y ** (1 / 2.4) - 0.055;
      const channel = srgb * 255;
      return { r: channel, g: channel, b: channel };
    };
    expect(perceivedLightness(greyAt(70))).toBeCloseTo(70, 9);
    expect(textColourOn(greyAt(70))).toEqual(WHITE);
    expect(textColourOn(greyAt(70.001))).toEqual(BLACK);
    expect(textColourOn({ r: 171, g: 171, b: 171 })).toEqual(WHITE);
    expect(textColourOn({ r: 172, g: 172, b: 172 })).toEqual(BLACK);
  });

  test("the very dark branch of L* (Y at or below 216/24389) is linear", () => {
    expect(perceivedLightness({ r: 1, g: 1, b: 1 })).toBeCloseTo(0.2742, 3);
  });

  test("invalid input falls back to the default primary and alpha is ignored", () => {
    expect(deriveTheme("not a colour")).toEqual(deriveTheme("#1d4ed8"));
    expect(deriveTheme("")).toEqual(deriveTheme("#1d4ed8"));
    expect(deriveTheme("rgba(29, 78, 216, 0.2)")).toEqual(deriveTheme("#1d4ed8"));
    expect(deriveTheme("#1D4ED8")).toEqual(deriveTheme("#1d4ed8"));
    expect(deriveTheme("#fff")).toEqual(deriveTheme("#ffffff"));
    expect(parseRgb("javascript:alert(1)")).toBeNull();
  });

  test.each([...DEFAULT_SWATCHES, "#1d4ed8", "#777777", "#fde047"])(
    "the ink of %s reads at 4.5:1 on the soft tint and the bright shade at 4.5:1 on the studio cards' #161616",
    (swatch) => {
      const theme = deriveTheme(swatch);
      expect(colord(hex(theme.primaryInk)).contrast(hex(theme.primarySoft))).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(theme.primaryBright, STUDIO_CARD)).toBeGreaterThanOrEqual(4.5);
    },
  );

  test("the soft tint is nine parts white to one part primary", () => {
    expect(hex(deriveTheme("#1d4ed8").primarySoft)).toBe("#e8edfb");
  });

  test("the CSS variables are --color-{name}: r g b", () => {
    const variables = themeVariables(deriveTheme("#1d4ed8"));
    expect(variables).toEqual({
      "--color-primary": "29 78 216",
      "--color-on-primary": "255 255 255",
      "--color-primary-alt": "23 63 171",
      "--color-on-primary-alt": "255 255 255",
      "--color-secondary": "105 29 216",
      "--color-on-secondary": "255 255 255",
      "--color-primary-soft": "232 237 251",
      "--color-primary-ink": "29 78 216",
      "--color-primary-bright": "80 121 231",
    });
  });

  test("a partner who keeps the exact colour gets it unchanged, with the text rule's colour on it", () => {
    const theme = deriveTheme("#14b8a6", { exact: true });
    expect(hex(theme.primary)).toBe("#14b8a6");
    expect(hex(theme.onPrimary)).toBe("#ffffff");
    expect(contrastRatio(theme.primary, theme.onPrimary)).toBeLessThan(4.5);
  });

  test("the adjustment of a chosen colour names both colours and both ratios", () => {
    const adjustment = primaryAdjustment("#14b8a6");
    expect(hex(adjustment.chosen)).toBe("#14b8a6");
    expect(hex(adjustment.adjusted)).toBe("#0f8578");
    expect(adjustment.chosenRatio).toBeCloseTo(2.49, 2);
    expect(adjustment.adjustedRatio).toBeGreaterThanOrEqual(4.5);
    expect(primaryAdjustment("#1d4ed8").adjusted).toEqual(primaryAdjustment("#1d4ed8").chosen);
  });
});
