import type { Image } from "~/features/sections/content-fields";

// Pictures drawn for the templates by hand as SVG (license-clean, nothing downloaded). Previews
// show them from the app's hashed assets; a project made from a template gets its own copies in
// its image library, checked and sanitised as an upload is (decision 0042).
const URLS = import.meta.glob<string>("./illustrations/*.svg", { query: "?no-inline", import: "default", eager: true });

const SCENE = { width: 1200, height: 900 };
const BANNER = { width: 1200, height: 600 };
const PRODUCT = { width: 800, height: 800 };

/** Each illustration by its file's name: what it shows (its alt text) and its size. */
export const TEMPLATE_ILLUSTRATIONS = {
  "bakery-counter": { ...SCENE, alt: "A crusty sourdough loaf, a croissant and a cup of coffee on a wooden counter" },
  "bakery-sourdough": { ...PRODUCT, alt: "A round sourdough loaf with a floured, scored crust" },
  "bakery-rye": { ...PRODUCT, alt: "A dark rye loaf studded with sunflower and pumpkin seeds" },
  "bakery-baguette": { ...PRODUCT, alt: "A long golden baguette" },
  "bakery-cardamom-bun": { ...PRODUCT, alt: "A knotted cardamom bun with a sugar crust" },
  "bakery-almond-croissant": { ...PRODUCT, alt: "A croissant topped with toasted almond flakes" },
  "bakery-flat-white": { ...PRODUCT, alt: "A flat white with a heart drawn in the milk foam" },
  "restaurant-table": { ...SCENE, alt: "A plate of pasta, a glass of red wine and a candle on a checked tablecloth" },
  "restaurant-burrata": { ...PRODUCT, alt: "A ball of burrata on a white plate, ringed with roast cherry tomatoes and basil" },
  "restaurant-fritto-misto": { ...PRODUCT, alt: "Fried squid rings and prawns on a plate with a wedge of lemon" },
  "restaurant-pappardelle": { ...PRODUCT, alt: "Ribbons of pappardelle under a rich meat ragù" },
  "restaurant-tortelli": { ...PRODUCT, alt: "Square tortelli with a line of tomato and meat sauce" },
  "restaurant-bistecca": { ...PRODUCT, alt: "A grilled T-bone steak with char marks and a sprig of rosemary" },
  "plumber-sink": { ...SCENE, alt: "A kitchen sink with its tap and cabinet, and a wrench ready for the repair" },
  "consultant-meeting": { ...BANNER, alt: "Two people talking across a table, with a rising chart on the wall behind them" },
  "saas-invoices": { ...SCENE, alt: "An invoice marked with a green tick beside a stack of coins" },
  "event-stage": { ...SCENE, alt: "A speaker on a lit stage in front of a big screen and a full audience" },
  "course-lesson": { ...SCENE, alt: "A laptop playing a video lesson, with a notebook and a plant on the desk" },
  "course-teacher": { ...SCENE, alt: "A teacher pointing at a board of three savings jars filled to different heights" },
  "portfolio-sketchbook": { ...BANNER, alt: "An open sketchbook with logo drafts, colour swatches and a pencil" },
  "portfolio-packaging": { ...SCENE, alt: "A dark coffee bag with a round cream label" },
  "portfolio-badge": { ...SCENE, alt: "A round brewery badge with a foaming mug at its centre" },
  "portfolio-poster": { ...SCENE, alt: "A yellow poster of an orange sun setting over green waves" },
  "real-estate-house": { ...SCENE, alt: "A restored wooden house with a teal roof, a front path and two trees" },
  "real-estate-living-room": { ...SCENE, alt: "A bright living room with a sofa, a big window and a wooden floor" },
  "real-estate-kitchen": { ...SCENE, alt: "A fitted kitchen with teal cupboards, a sink under the window and a herb pot" },
  "non-profit-food-parcel": { ...SCENE, alt: "A food parcel packed with bread, carrots, greens and an apple, marked with a heart" },
} as const;

export type IllustrationName = keyof typeof TEMPLATE_ILLUSTRATIONS;

export function isIllustrationName(name: string): name is IllustrationName {
  return Object.hasOwn(TEMPLATE_ILLUSTRATIONS, name);
}

/** The address an illustration is served at with the app's assets, for previews. */
export function illustrationUrl(name: IllustrationName): string {
  const url = URLS[`./illustrations/${name}.svg`];
  if (!url) throw new Error(`The illustration ${name}.svg is missing.`);
  return url;
}

/**
 * An illustration as a template's image field holds it. `assetId` names the illustration, so a
 * project made from the template swaps it for the copy stored in its library.
 */
export function illustration(name: IllustrationName): Image {
  const { alt, width, height } = TEMPLATE_ILLUSTRATIONS[name];
  return { assetId: name, src: illustrationUrl(name), alt, width, height };
}
