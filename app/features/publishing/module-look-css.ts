import type { Rgb } from "~/lib/theme";
import { FIXED_COLOURS } from "~/lib/theme-pairs";

type FixedColour = keyof typeof FIXED_COLOURS;

/**
 * The neutrals the sections paint with, each beside its mirror: a light surface's colour and the
 * dark surface's colour in the same role (white ↔ neutral-950, neutral-100 ↔ neutral-900, …;
 * neutral-500, the fields' borders, reaches 3:1 on both ends). Form errors swap red-700 and red-300.
 * Every mirrored pair is one the studio variants already paint, listed in PAINTED_PAIRS and
 * checked for every primary (docs/decisions/0044-embed-colour-scheme-and-host-font.md).
 */
export const SCHEME_MIRROR: readonly (readonly [FixedColour, FixedColour])[] = [
  ["white", "neutral-950"],
  ["neutral-100", "neutral-900"],
  ["neutral-200", "neutral-800"],
  ["neutral-300", "neutral-700"],
  ["neutral-400", "neutral-600"],
  ["neutral-500", "neutral-500"],
  ["red-700", "red-300"],
];

/** The theme colours whose role changes between a light and a dark surface: ink on light is bright on dark; the soft tint is the studio card. */
export const STUDIO_CARD_CHANNELS = `${FIXED_COLOURS["studio-card"].r} ${FIXED_COLOURS["studio-card"].g} ${FIXED_COLOURS["studio-card"].b}`;

function hex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
}

/** Tailwind's colour variables set so each colour paints its mirror (`mirrored`) or itself. */
function neutrals(mirrored: boolean): string {
  return SCHEME_MIRROR.flatMap(([light, dark]) =>
    light === dark ? [`--color-${light}:${hex(FIXED_COLOURS[light])}`] : [`--color-${light}:${hex(FIXED_COLOURS[mirrored ? dark : light])}`, `--color-${dark}:${hex(FIXED_COLOURS[mirrored ? light : dark])}`],
  ).join(";");
}

const ROOT = ".pw-embed";
const DESIGNED_DARK = ".pw-dark";
const DESIGNED_PRIMARY = ".pw-on-primary";
const HEADINGS = ":is(h1,h2,h3,h4,h5,h6,.font-serif,.font-sans)";

/**
 * A published module's stylesheet for the copying options its script reads from the frame's
 * address (`module-embed-script.ts`), the same for every embedding:
 * - `data-scheme="dark"`: the light and soft surfaces become the studio variants' dark ones
 *   (neutral-950, the studio card, the bright primary as ink); sections designed dark or on the
 *   primary colour stay as they are.
 * - `data-scheme="light"`: sections designed dark become light (the ink primary for the bright
 *   one, white cards).
 * - `data-font="inherit"`: headings take the host's font the script set on the root, as the text does.
 * The root keeps the theme's own ink, soft and bright colours (`--pw-theme-*`) before `main`
 * changes them, so the sections that stay as designed can have them back. Unlayered, so it wins
 * over Tailwind's utilities, which sit in a layer.
 */
export const MODULE_LOOK_CSS = [
  `${ROOT}[data-scheme]{--pw-theme-ink:var(--color-primary-ink);--pw-theme-soft:var(--color-primary-soft);--pw-theme-bright:var(--color-primary-bright)}`,
  `${ROOT}[data-scheme=dark]{background-color:${hex(FIXED_COLOURS["neutral-950"])};color:${hex(FIXED_COLOURS.white)}}`,
  `${ROOT}[data-scheme=dark] main{${neutrals(true)};--color-primary-ink:var(--pw-theme-bright);--color-primary-soft:${STUDIO_CARD_CHANNELS};--pw-focus:#fff}`,
  `${ROOT}[data-scheme=dark] :is(${DESIGNED_DARK},${DESIGNED_PRIMARY}){${neutrals(false)};--color-primary-ink:var(--pw-theme-ink);--color-primary-soft:var(--pw-theme-soft)}`,
  `${ROOT}[data-scheme=light] ${DESIGNED_DARK}{${neutrals(true)};--color-primary-bright:var(--pw-theme-ink);--pw-focus:rgb(var(--pw-theme-ink))}`,
  // The studio cards (white at 5 %) turned light are white: the ink primary is AA on white, not on every near-white.
  `${ROOT}[data-scheme=light] ${DESIGNED_DARK} .bg-white\\/5{background-color:${hex(FIXED_COLOURS.white)}}`,
  `${ROOT}[data-font=inherit] ${HEADINGS}{font-family:inherit}`,
].join("");
