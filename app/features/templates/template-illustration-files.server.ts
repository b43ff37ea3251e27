import type { BuiltPage } from "./build-template-pages";
import { isIllustrationName, TEMPLATE_ILLUSTRATIONS } from "./template-illustrations";

const MARKUP = import.meta.glob<string>("./illustrations/*.svg", { query: "?raw", import: "default", eager: true });

/** One illustration a template's pages show, as the file an upload would bring. */
export type IllustrationFile = { id: string; fileName: string; altText: string; bytes: Buffer };

function illustrationNames(value: unknown, names: Set<string>): void {
  if (Array.isArray(value)) for (const entry of value) illustrationNames(entry, names);
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.assetId === "string" && isIllustrationName(record.assetId)) names.add(record.assetId);
    for (const entry of Object.values(record)) illustrationNames(entry, names);
  }
}

/** Every illustration the pages show, once each, with its SVG file: what a project made from them keeps in its library. */
export function illustrationFilesOf(pages: readonly BuiltPage[]): IllustrationFile[] {
  const names = new Set<string>();
  for (const page of pages) illustrationNames(page.sections, names);
  return [...names].filter(isIllustrationName).map((name) => {
    const markup = MARKUP[`./illustrations/${name}.svg`];
    if (markup === undefined) throw new Error(`The illustration ${name}.svg is missing.`);
    return { id: name, fileName: `${name}.svg`, altText: TEMPLATE_ILLUSTRATIONS[name].alt, bytes: Buffer.from(markup, "utf8") };
  });
}
