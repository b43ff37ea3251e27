/**
 * The typeface pairings a site can be set in (docs/product.md#typography): a heading face and a
 * body face, each one weight of a Fontsource package's latin subset, served as woff2 from the
 * site's own origin under /site-fonts/ (decision 0018). `system` uses the visitor's own fonts and
 * loads nothing; it is what projects saved before typography existed read as.
 */
export type Typeface = { family: string; fontsourceId: string; weight: number; fallback: "serif" | "sans-serif" };
export type TypefacePairing = { label: string; heading: Typeface | null; body: Typeface | null };

const face = (family: string, fontsourceId: string, weight: number, fallback: Typeface["fallback"] = "sans-serif"): Typeface => ({ family, fontsourceId, weight, fallback });

export const TYPEFACE_PAIRINGS = {
  system: { label: "System fonts", heading: null, body: null },
  modern: { label: "Inter", heading: face("Inter", "inter", 700), body: face("Inter", "inter", 400) },
  editorial: { label: "Playfair Display and Source Sans 3", heading: face("Playfair Display", "playfair-display", 700, "serif"), body: face("Source Sans 3", "source-sans-3", 400) },
  literary: { label: "Lora", heading: face("Lora", "lora", 700, "serif"), body: face("Lora", "lora", 400, "serif") },
  friendly: { label: "Nunito", heading: face("Nunito", "nunito", 800), body: face("Nunito", "nunito", 400) },
  geometric: { label: "Montserrat and Karla", heading: face("Montserrat", "montserrat", 700), body: face("Karla", "karla", 400) },
  technical: { label: "Space Grotesk and IBM Plex Sans", heading: face("Space Grotesk", "space-grotesk", 700), body: face("IBM Plex Sans", "ibm-plex-sans", 400) },
  warm: { label: "DM Serif Display and DM Sans", heading: face("DM Serif Display", "dm-serif-display", 400, "serif"), body: face("DM Sans", "dm-sans", 400) },
  bold: { label: "Oswald and Source Sans 3", heading: face("Oswald", "oswald", 600), body: face("Source Sans 3", "source-sans-3", 400) },
} as const satisfies Record<string, TypefacePairing>;

export type TypefacePairingId = keyof typeof TYPEFACE_PAIRINGS;
export const DEFAULT_TYPEFACE_PAIRING: TypefacePairingId = "system";
export const TYPEFACE_PAIRING_IDS = Object.keys(TYPEFACE_PAIRINGS) as TypefacePairingId[];

export function isTypefacePairingId(value: unknown): value is TypefacePairingId {
  return typeof value === "string" && Object.hasOwn(TYPEFACE_PAIRINGS, value);
}

/** A stored choice read with a default, so settings saved before typography existed (or with a retired id) still render. */
export function typefacePairingOf(stored: unknown): TypefacePairingId {
  return isTypefacePairingId(stored) ? stored : DEFAULT_TYPEFACE_PAIRING;
}

/** The woff2 file of a face in its Fontsource package (`files/`), also its name under /site-fonts/. */
export function fontFileOf(typeface: Typeface): string {
  return `${typeface.fontsourceId}-latin-${typeface.weight}-normal.woff2`;
}

export const SITE_FONTS_PATH = "/site-fonts/";

/** Every font file any pairing uses: what /site-fonts/ serves, and nothing else. */
export const SITE_FONT_FILES: ReadonlyMap<string, Typeface> = new Map(
  Object.values(TYPEFACE_PAIRINGS).flatMap((pairing: TypefacePairing) => [pairing.heading, pairing.body].filter((typeface): typeface is Typeface => typeface !== null).map((typeface) => [fontFileOf(typeface), typeface])),
);

// Fontsource's latin subset, so a browser fetches the file only for text that needs it.
const LATIN_RANGE = "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";
const FALLBACKS = { "sans-serif": 'ui-sans-serif,system-ui,sans-serif', serif: 'ui-serif,Georgia,Cambria,"Times New Roman",Times,serif' } as const;

/** The distinct font files of a pairing, heading first: what a page preloads. */
export function fontFilesOf(id: TypefacePairingId): string[] {
  const pairing: TypefacePairing = TYPEFACE_PAIRINGS[id];
  return [...new Set([pairing.heading, pairing.body].filter((typeface): typeface is Typeface => typeface !== null).map(fontFileOf))];
}

/**
 * The CSS that sets a site in a pairing: its @font-face rules (`font-display: swap`, so text shows
 * at once in the fallback) and the families for headings and body text within `.pw-site`.
 * Empty for the system fonts.
 */
export function typographyCss(id: TypefacePairingId): string {
  const pairing: TypefacePairing = TYPEFACE_PAIRINGS[id];
  if (!pairing.heading || !pairing.body) return "";
  const faces = [pairing.heading, pairing.body].filter((typeface, index, all) => all.findIndex((other) => fontFileOf(other) === fontFileOf(typeface)) === index);
  const fontFaces = faces.map(
    (typeface) =>
      `@font-face{font-family:"${typeface.family}";font-style:normal;font-weight:${typeface.weight};font-display:swap;src:url(${SITE_FONTS_PATH}${fontFileOf(typeface)}) format("woff2");unicode-range:${LATIN_RANGE}}`,
  );
  const stack = (typeface: Typeface) => `"${typeface.family}",${FALLBACKS[typeface.fallback]}`;
  return `${fontFaces.join("")}.pw-site{font-family:${stack(pairing.body)}}.pw-site :is(h1,h2,h3,h4,h5,h6){font-family:${stack(pairing.heading)};font-weight:${pairing.heading.weight}}`;
}
