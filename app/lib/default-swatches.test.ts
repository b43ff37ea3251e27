import { expect, test } from "vitest";
import { normaliseColour } from "./colour-values";
import { DEFAULT_SWATCHES } from "./default-swatches";

test("there are 16 default swatches from black and white through the palette to transparent", () => {
  expect(DEFAULT_SWATCHES).toHaveLength(16);
  expect(DEFAULT_SWATCHES.map(normaliseColour)).not.toContain(null);
  expect(normaliseColour(DEFAULT_SWATCHES[0] ?? "")).toBe("#000000");
  expect(normaliseColour(DEFAULT_SWATCHES[1] ?? "")).toBe("#ffffff");
  expect(normaliseColour(DEFAULT_SWATCHES.at(-1) ?? "")).toBe("#00000000");
  expect(new Set(DEFAULT_SWATCHES.map(normaliseColour)).size).toBe(16);
});
