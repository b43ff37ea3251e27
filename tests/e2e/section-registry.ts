import { register } from "node:module";

// The section definitions import their default images as Vite assets (`./hills.svg?no-inline`);
// outside Vite, an image module is just its address, which is all a count needs.
register(
  `data:text/javascript,${encodeURIComponent(`
export async function load(url, context, next) {
  if (/\\.(svg|png|jpe?g|webp)(\\?.*)?$/.test(url)) return { format: "module", source: "export default " + JSON.stringify(url), shortCircuit: true };
  return next(url, context);
}`)}`,
);

/** How many previews the section catalogue shows: one per type and variant in the section registry. */
export async function cataloguePreviewCount(): Promise<number> {
  const { SECTION_DEFINITIONS } = await import("../../app/features/sections/registry");
  return SECTION_DEFINITIONS.reduce((count, definition) => count + definition.variants.length, 0);
}
