import { describe, expect, test } from "vitest";
import { DEFAULT_SWATCHES } from "./default-swatches";
import { colourFromHsva, colourFromRgba, formatRgba, hsvFromRgb, normaliseColour, parseColour } from "./colour-values";

function rgbaOf(text: string) {
  return parseColour(text)?.rgba;
}

describe("hex text", () => {
  test("six-digit hex is read in either case, with or without #", () => {
    expect(rgbaOf("#1D4ED8")).toEqual({ r: 29, g: 78, b: 216, a: 1 });
    expect(rgbaOf("1d4ed8")).toEqual({ r: 29, g: 78, b: 216, a: 1 });
    expect(rgbaOf("  #1d4ed8  ")).toEqual({ r: 29, g: 78, b: 216, a: 1 });
  });

  test("three and four digits are the CSS shorthand", () => {
    expect(parseColour("#abc")?.hex).toBe("#aabbcc");
    expect(rgbaOf("#abcd")).toEqual({ r: 170, g: 187, b: 204, a: 0.867 });
  });

  test("eight digits carry alpha", () => {
    expect(rgbaOf("#0a001480")).toEqual({ r: 10, g: 0, b: 20, a: 0.5 });
    expect(parseColour("#0a001480")?.hex).toBe("#0a001480");
  });

  test("digits that are not hex become 0", () => {
    expect(parseColour("#12zz56")?.hex).toBe("#120056");
    expect(parseColour("#gggggg")?.hex).toBe("#000000");
  });

  test("partial hex is padded with 0 at the end and digits past the eighth are ignored", () => {
    expect(parseColour("#")?.hex).toBe("#000000");
    expect(parseColour("#f")?.hex).toBe("#f00000");
    expect(parseColour("#12")?.hex).toBe("#120000");
    expect(parseColour("#12345")?.hex).toBe("#123450");
    expect(parseColour("#1234567")?.hex).toBe("#12345670");
    expect(parseColour("#123456ff99")?.hex).toBe("#123456");
  });

  test("bare text is hex only when it has a hex length and only hex digits", () => {
    expect(parseColour("abc")?.hex).toBe("#aabbcc");
    expect(parseColour("banana")).toBeNull();
    expect(parseColour("12345")).toBeNull();
  });
});

describe("rgb() and rgba() text", () => {
  test("plain rgb() and rgba() are read", () => {
    expect(rgbaOf("rgb(29, 78, 216)")).toEqual({ r: 29, g: 78, b: 216, a: 1 });
    expect(rgbaOf("RGBA(29,78,216,0.5)")).toEqual({ r: 29, g: 78, b: 216, a: 0.5 });
    expect(rgbaOf("rgb(29 78 216 / 25%)")).toEqual({ r: 29, g: 78, b: 216, a: 0.25 });
  });

  test("parts that cannot be parsed become 0", () => {
    expect(rgbaOf("rgb(12, x, 40)")).toEqual({ r: 12, g: 0, b: 40, a: 1 });
    expect(parseColour("rgb(10, x, 20)")?.hex).toBe("#0a0014");
    expect(rgbaOf("rgba(x, y, z, w)")).toEqual({ r: 0, g: 0, b: 0, a: 0 });
  });

  test("missing parts become 0 and a missing alpha means opaque", () => {
    expect(rgbaOf("rgb(12)")).toEqual({ r: 12, g: 0, b: 0, a: 1 });
    expect(rgbaOf("rgb()")).toEqual({ r: 0, g: 0, b: 0, a: 1 });
    expect(rgbaOf("rgb(12, 34, 56")).toEqual({ r: 12, g: 34, b: 56, a: 1 });
  });

  test("channels are rounded and clamped to 0..255, percentages are of 255", () => {
    expect(rgbaOf("rgb(300, -20, 12.6)")).toEqual({ r: 255, g: 0, b: 13, a: 1 });
    expect(rgbaOf("rgb(100%, 50%, 0%)")).toEqual({ r: 255, g: 128, b: 0, a: 1 });
  });

  test("alpha is clamped to 0..1", () => {
    expect(rgbaOf("rgba(1, 2, 3, 1.7)")?.a).toBe(1);
    expect(rgbaOf("rgba(1, 2, 3, -0.5)")?.a).toBe(0);
    expect(rgbaOf("rgba(1, 2, 3, 150%)")?.a).toBe(1);
    expect(colourFromRgba({ r: 1, g: 2, b: 3, a: 4 }).rgba.a).toBe(1);
    expect(colourFromHsva({ h: 0, s: 0, v: 0, a: -1 }).rgba.a).toBe(0);
  });
});

describe("other text", () => {
  test("transparent is black with alpha 0", () => {
    expect(parseColour("transparent")).toEqual({ hex: "#00000000", rgba: { r: 0, g: 0, b: 0, a: 0 }, hsv: { h: 0, s: 0, v: 0 } });
  });

  test("empty and unknown text is not a colour", () => {
    expect(parseColour("")).toBeNull();
    expect(parseColour("   ")).toBeNull();
    expect(parseColour("not a colour")).toBeNull();
  });

  test("hsl() is accepted as well", () => {
    expect(parseColour("hsl(0, 100%, 50%)")?.hex).toBe("#ff0000");
  });
});

describe("the three forms of a colour", () => {
  test("every colour is exposed as hex, rgba with alpha from 0 to 1, and hsv", () => {
    expect(parseColour("rgba(255, 0, 0, 0.5)")).toEqual({
      hex: "#ff000080",
      rgba: { r: 255, g: 0, b: 0, a: 0.5 },
      hsv: { h: 0, s: 100, v: 100 },
    });
  });

  test("hex is six digits when opaque and eight when translucent, always lower case", () => {
    expect(normaliseColour("#FFF")).toBe("#ffffff");
    expect(normaliseColour("rgb(255, 255, 255)")).toBe("#ffffff");
    expect(normaliseColour("rgba(255, 255, 255, 0)")).toBe("#ffffff00");
  });

  test("hsv from rgb matches the known values", () => {
    expect(hsvFromRgb({ r: 29, g: 78, b: 216 })).toEqual({ h: 224.3, s: 86.6, v: 84.7 });
    expect(hsvFromRgb({ r: 0, g: 255, b: 0 })).toEqual({ h: 120, s: 100, v: 100 });
    expect(hsvFromRgb({ r: 255, g: 0, b: 255 })).toEqual({ h: 300, s: 100, v: 100 });
    expect(hsvFromRgb({ r: 0, g: 0, b: 0 })).toEqual({ h: 0, s: 0, v: 0 });
  });

  test("every hex colour survives a round trip through hsv", () => {
    const samples = [...DEFAULT_SWATCHES.slice(0, -1), "#1d4ed8", "#010203", "#fefdfc", "#7f7f80"];
    for (let index = 0; index < 2_000; index += 1) {
      samples.push(`#${((index * 2_654_435_761) % 0xffffff).toString(16).padStart(6, "0")}`);
    }
    for (const hex of samples) {
      const { hsv } = parseColour(hex) ?? { hsv: { h: -1, s: -1, v: -1 } };
      expect(colourFromHsva({ ...hsv, a: 1 }).hex, hex).toBe(hex);
    }
  });

  test("a picker position keeps its hue where rgb cannot carry it", () => {
    const grey = colourFromHsva({ h: 210, s: 0, v: 50, a: 1 });
    expect(grey.hsv).toEqual({ h: 210, s: 0, v: 50 });
    expect(grey.hex).toBe("#808080");
    expect(colourFromHsva({ h: 123.456, s: 50.04, v: 200, a: 1 }).hsv).toEqual({ h: 123.5, s: 50, v: 100 });
  });

  test("rgba is formatted as CSS", () => {
    expect(formatRgba({ r: 10, g: 0, b: 20, a: 0.5 })).toBe("rgba(10, 0, 20, 0.5)");
  });
});
