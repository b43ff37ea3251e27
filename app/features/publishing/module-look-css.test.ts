import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deriveTheme, type Rgb, type Theme } from "~/lib/theme";
import { contrastRatio } from "~/lib/theme-contrast";
import { FIXED_COLOURS, PAINTED_PAIRS, paintedColour, type PaintedColour, type PaintedPair, type Tint } from "~/lib/theme-pairs";
import { MODULE_LOOK_CSS, SCHEME_MIRROR } from "./module-look-css";

/** A colour, or a colour at an opacity over another paint (turned over, the studio card is itself a tint). */
type Paint = PaintedColour | { colour: Paint; alpha: number; over: Paint };

/** What a colour paints once a module's scheme turns its surface over: its mirror, ink and bright swapped, the soft tint the studio card. */
function mirrored(colour: PaintedColour): Paint {
  if (colour === "primaryInk") return "primaryBright";
  if (colour === "primaryBright") return "primaryInk";
  if (colour === "primarySoft") return "studio-card";
  // The studio card (white at 5 % over neutral-950) turned light is plain white.
  if (colour === "studio-card") return "white";
  for (const [light, dark] of SCHEME_MIRROR) {
    if (colour === light) return dark;
    if (colour === dark) return light;
  }
  return colour;
}

function mirroredPaint(paint: PaintedColour | Tint): Paint {
  return typeof paint === "string" ? mirrored(paint) : { colour: mirrored(paint.colour), alpha: paint.alpha, over: mirrored(paint.over) };
}

function painted(paint: Paint, theme: Theme): Rgb {
  if (typeof paint === "string") return paintedColour(paint, theme);
  const top = painted(paint.colour, theme);
  const under = painted(paint.over, theme);
  const mix = (a: number, b: number) => Math.round(a * paint.alpha + b * (1 - paint.alpha));
  return { r: mix(top.r, under.r), g: mix(top.g, under.g), b: mix(top.b, under.b) };
}

function mirroredContrast(pair: PaintedPair, theme: Theme): number {
  return contrastRatio(painted(mirroredPaint(pair.text), theme), painted(mirroredPaint(pair.on), theme));
}

const anyPrimary = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((channels) => `#${channels.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`);

describe("a module embedded light or dark", () => {
  it("keeps every pair the sections paint at its WCAG 2.2 AA minimum once its surface is turned over, for any primary colour", () => {
    fc.assert(
      fc.property(anyPrimary, (primary) => {
        const theme = deriveTheme(primary);
        for (const pair of PAINTED_PAIRS) {
          const ratio = mirroredContrast(pair, theme);
          if (ratio < pair.minimum) throw new Error(`${primary}: ${pair.text} on ${JSON.stringify(pair.on)} (${pair.where}) turned over is ${ratio.toFixed(2)}:1, under ${pair.minimum}:1`);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("sets each of Tailwind's colour variables it turns over to the colour of its mirror", () => {
    const dark = /\.pw-embed\[data-scheme=dark\] main\{([^}]*)\}/.exec(MODULE_LOOK_CSS)?.[1] ?? "";
    const hex = (name: keyof typeof FIXED_COLOURS) => `#${Object.values(FIXED_COLOURS[name]).map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
    expect(dark).toContain(`--color-white:${hex("neutral-950")}`);
    expect(dark).toContain(`--color-neutral-600:${hex("neutral-400")}`);
    expect(dark).toContain(`--color-red-700:${hex("red-300")}`);
    expect(dark).toContain("--color-primary-ink:var(--pw-theme-bright)");
    // The class name's slash escaped, or the light studio cards' rule would be an invalid selector.
    expect(MODULE_LOOK_CSS).toContain(".pw-dark .bg-white\\/5{background-color:#ffffff}");
  });
});
