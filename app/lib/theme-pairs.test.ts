import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { deriveTheme } from "./theme";
import { STUDIO_CARD, contrastRatio } from "./theme-contrast";
import { PAINTED_PAIRS, pairContrast } from "./theme-pairs";

const hexOf = (r: number, g: number, b: number) => `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
const anySrgbColour = fc.tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 })).map(([r, g, b]) => hexOf(r, g, b));

describe("every pair the sections paint meets WCAG 2.2 AA for any primary colour", () => {
  test("each pair reaches its minimum (4.5:1 text, 3:1 large text and boundaries) for any sRGB primary", () => {
    fc.assert(
      fc.property(anySrgbColour, (primary) => {
        const theme = deriveTheme(primary);
        for (const pair of PAINTED_PAIRS) {
          const ratio = pairContrast(pair, theme);
          if (ratio < pair.minimum) throw new Error(`${primary}: ${pair.text} on ${JSON.stringify(pair.on)} (${pair.where}) is ${ratio.toFixed(2)}:1, under ${pair.minimum}:1`);
        }
      }),
      { numRuns: 3000 },
    );
  });

  test.each(["#000000", "#ffffff", "#808080", "#ff0000", "#00ff00", "#0000ff", "#ffff00", "#00ffff", "#ff00ff", "#14b8a6", "#a3a3f5"])("the corner and known-worst colour %s passes every pair", (primary) => {
    const theme = deriveTheme(primary);
    for (const pair of PAINTED_PAIRS) expect(pairContrast(pair, theme), `${pair.text} on ${JSON.stringify(pair.on)}`).toBeGreaterThanOrEqual(pair.minimum);
  });
});

/** Every 15° of hue, saturation 40–100 % in steps of 20, HSL lightness 20–85 % in steps of 5: 24 × 4 × 14. */
function issueSweep(): string[] {
  const colours: string[] = [];
  for (let hue = 0; hue < 360; hue += 15) {
    for (const saturation of [40, 60, 80, 100]) {
      for (let lightness = 20; lightness <= 85; lightness += 5) colours.push(`hsl(${hue}, ${saturation}%, ${lightness}%)`);
    }
  }
  return colours;
}

describe("the 1,344-colour sweep of the accessibility report", () => {
  const sweep = issueSweep();

  test("covers 1,344 primaries", () => {
    expect(sweep).toHaveLength(1344);
  });

  // Before the surfaces were made contrast-safe this sweep found 343 primaries under 4.5:1 (worst
  // 2.3:1 on #a3a3f5), 351 secondaries, 151 alternates and 517 bright shades on #161616 (worst 4.11:1).
  test("no primary, secondary or alternate surface leaves its text under 4.5:1, nor the bright shade on studio cards", () => {
    const failures: string[] = [];
    for (const primary of sweep) {
      const theme = deriveTheme(primary);
      const checks: [string, number][] = [
        ["primary", contrastRatio(theme.primary, theme.onPrimary)],
        ["secondary", contrastRatio(theme.secondary, theme.onSecondary)],
        ["alternate", contrastRatio(theme.primaryAlt, theme.onPrimaryAlt)],
        ["bright on #161616", contrastRatio(theme.primaryBright, STUDIO_CARD)],
      ];
      for (const [name, ratio] of checks) if (ratio < 4.5) failures.push(`${primary} ${name} ${ratio.toFixed(2)}`);
    }
    expect(failures).toEqual([]);
  });
});
