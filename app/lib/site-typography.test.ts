import { existsSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { fontFilesOf, SITE_FONT_FILES, TYPEFACE_PAIRING_IDS, TYPEFACE_PAIRINGS, typefacePairingOf, typographyCss } from "./site-typography";

const require = createRequire(import.meta.url);
const MAX_FONT_BYTES_PER_PAGE = 60 * 1024;

describe("typeface pairings", () => {
  it("offer at least eight pairings of a heading and a body face besides the system fonts", () => {
    const withFonts = TYPEFACE_PAIRING_IDS.filter((id) => TYPEFACE_PAIRINGS[id].heading !== null);
    expect(withFonts.length).toBeGreaterThanOrEqual(8);
  });

  it("read settings saved before there was a choice, or with an unknown id, as the system fonts", () => {
    expect(typefacePairingOf(undefined)).toBe("system");
    expect(typefacePairingOf("comic")).toBe("system");
    expect(typefacePairingOf("toString")).toBe("system");
    expect(typefacePairingOf("editorial")).toBe("editorial");
    expect(typographyCss("system")).toBe("");
  });

  it.each(TYPEFACE_PAIRING_IDS.filter((id) => id !== "system"))("%s: latin woff2 files of its package, at most 60 KB a page, swapped in", (id) => {
    const files = fontFilesOf(id);
    const bytes = files.reduce((total, file) => {
      const typeface = SITE_FONT_FILES.get(file);
      expect(typeface, file).toBeDefined();
      const path = require.resolve(`@fontsource/${typeface?.fontsourceId}/files/${file}`);
      expect(existsSync(path), file).toBe(true);
      return total + statSync(path).size;
    }, 0);
    expect(bytes).toBeLessThanOrEqual(MAX_FONT_BYTES_PER_PAGE);
    const css = typographyCss(id);
    expect(css.match(/@font-face/g)).toHaveLength(files.length);
    expect(css.match(/font-display:swap/g)).toHaveLength(files.length);
    for (const file of files) expect(css).toContain(`url(/site-fonts/${file}) format("woff2")`);
    expect(css).not.toMatch(/https?:/);
  });
});
