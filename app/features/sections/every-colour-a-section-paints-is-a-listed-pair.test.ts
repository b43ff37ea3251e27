import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, test } from "vitest";
import { DECORATIVE_COLOUR_CLASSES, PAINTED_PAIRS } from "~/lib/theme-pairs";

const SECTIONS = join(import.meta.dirname);
// Fixtures, tests and the catalogue's own chrome are not painted on partners' sites.
const NOT_PAINTED = /(\.test\.tsx?$|\/fixtures\/|\/catalogue\/)/;

function sectionSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sectionSources(path);
    return /\.tsx?$/.test(entry.name) && !NOT_PAINTED.test(path) ? [path] : [];
  });
}

const COLOUR_CLASS = /^(?:bg|text|border(?:-[lrtbxyse])?|divide|ring|from|via|to|fill|stroke|outline|decoration)-(?:site-[a-z-]+|white|black|current|inherit|transparent|(?:neutral|red|green|amber|emerald|blue|slate|gray|zinc)-\d+)(?:\/\d+)?$/;

/** Every colour class in the string literals of a source, with its variants (hover:, group-open:…) removed, by the literal it came from. */
function colourClassesByLiteral(source: string): string[][] {
  const literals = source.match(/"[^"\n]*"|`[^`]*`/g) ?? [];
  return literals.map((literal) => {
    const byVariant = new Map<string, string[]>();
    for (const token of literal.slice(1, -1).split(/\s+/)) {
      const variants = token.split(":");
      const utility = variants.pop() ?? "";
      if (!COLOUR_CLASS.test(utility)) continue;
      const key = variants.join(":");
      byVariant.set(key, [...(byVariant.get(key) ?? []), utility]);
    }
    return [...byVariant.values()];
  }).flat();
}

const LISTED = new Set([...PAINTED_PAIRS.flatMap((pair) => pair.classes), ...DECORATIVE_COLOUR_CLASSES]);

describe("sections paint only the colour pairs listed beside the theme (app/lib/theme-pairs.ts)", () => {
  const files = sectionSources(SECTIONS);

  test("the scan finds the section sources", () => {
    expect(files.length).toBeGreaterThan(20);
  });

  test("every colour class a section uses is in a listed pair or the decorative list", () => {
    const unlisted = files.flatMap((file) =>
      colourClassesByLiteral(readFileSync(file, "utf8"))
        .flat()
        .filter((utility) => !LISTED.has(utility))
        .map((utility) => `${relative(SECTIONS, file)}: ${utility}`),
    );
    expect(unlisted).toEqual([]);
  });

  test("a background and a text colour set together (in the same state) are one listed pair", () => {
    const unpaired: string[] = [];
    for (const file of files) {
      for (const group of colourClassesByLiteral(readFileSync(file, "utf8"))) {
        const background = group.find((utility) => /^bg-/.test(utility) && utility !== "bg-transparent");
        const text = group.find((utility) => /^text-/.test(utility) && utility !== "text-inherit");
        if (!background || !text) continue;
        if (!PAINTED_PAIRS.some((pair) => pair.classes.includes(background) && pair.classes.includes(text))) {
          unpaired.push(`${relative(SECTIONS, file)}: ${text} on ${background}`);
        }
      }
    }
    expect(unpaired).toEqual([]);
  });

  test("the guard would catch an ad-hoc pair", () => {
    const [group] = colourClassesByLiteral(`const look = "bg-amber-300 text-neutral-500";`);
    expect(group?.every((utility) => LISTED.has(utility))).toBe(false);
  });
});
