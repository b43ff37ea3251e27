import { expect, test } from "vitest";
import { ARABIC_TEXTS } from "../fixtures/arabic-content";
import { allPaths, fieldName, getAt, isUrlField } from "../fixtures/content-paths";
import { gallerySchema } from "../gallery/schema";
import { SECTION_DEFINITIONS } from "../registry";
import { CATALOGUE_PROJECT } from "./catalogue-project";
import { defaultsWithTexts } from "./defaults-with-texts";

// Values that are not words a visitor reads in the site's language: ids, addresses, codes, choices.
const NOT_TEXT = new Set(["id", "anchor", "icon", "currency", "price", "email", "phone", "columns", "align", "imagePosition", "background", "redirectUrl", "type"]);
const ARABIC = /[\u0600-\u06ff]/;

const withTexts = SECTION_DEFINITIONS.filter((definition) => ARABIC_TEXTS[definition.type]);

test("the scan finds the types with Arabic texts", () => {
  expect(withTexts.length).toBeGreaterThan(10);
});

test.each(withTexts.map((definition) => [definition.type, definition] as const))("%s: the Arabic texts lay over its starting content, leaving no English text", (_type, definition) => {
  const content = defaultsWithTexts(definition, ARABIC_TEXTS[definition.type]);
  const english = allPaths(content).filter((path) => {
    const value = getAt(content, path);
    // The logos' names are brands, written as they are.
    return typeof value === "string" && value.trim() !== "" && !NOT_TEXT.has(fieldName(path)) && !isUrlField(path) && !path.includes("logos") && !ARABIC.test(value);
  });
  expect(english.map((path) => `${path.join(".")}: ${String(getAt(content, path))}`)).toEqual([]);
});

test("lists take the texts' length and keep the ids, pictures and links of the starting content", () => {
  const gallery = SECTION_DEFINITIONS.find((definition) => definition.type === "gallery");
  if (!gallery) throw new Error("no gallery");
  const start = gallerySchema.parse(gallery.defaults(CATALOGUE_PROJECT));
  const content = gallerySchema.parse(defaultsWithTexts(gallery, { pictures: [{ caption: "الأولى" }, { caption: "الثانية" }] }));
  expect(start.pictures.length).toBeGreaterThan(2);
  expect(content.pictures.map(({ id, image, caption }) => ({ id, src: image?.src, caption }))).toEqual([
    { id: start.pictures[0]?.id, src: start.pictures[0]?.image?.src, caption: "الأولى" },
    { id: start.pictures[1]?.id, src: start.pictures[1]?.image?.src, caption: "الثانية" },
  ]);
});
