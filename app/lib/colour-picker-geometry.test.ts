import { describe, expect, test } from "vitest";
import {
  COLOUR_AREA_SIZE,
  HUE_STRIP_WIDTH,
  pointOfSaturationValue,
  saturationValueAtPoint,
  stepSaturationValue,
  stepSlider,
  stripValueAtPoint,
} from "./colour-picker-geometry";

describe("colour picker geometry", () => {
  test("the saturation/value area is 152 pixels square and the hue strip 15 wide", () => {
    expect(COLOUR_AREA_SIZE).toBe(152);
    expect(HUE_STRIP_WIDTH).toBe(15);
  });

  test("saturation grows to the right and value upwards", () => {
    expect(saturationValueAtPoint(0, 0, 152, 152)).toEqual({ s: 0, v: 100 });
    expect(saturationValueAtPoint(152, 152, 152, 152)).toEqual({ s: 100, v: 0 });
    expect(saturationValueAtPoint(76, 38, 152, 152)).toEqual({ s: 50, v: 75 });
  });

  test("a pointer dragged outside the area counts as the nearest edge", () => {
    expect(saturationValueAtPoint(-40, 400, 152, 152)).toEqual({ s: 0, v: 0 });
    expect(saturationValueAtPoint(400, -40, 152, 152)).toEqual({ s: 100, v: 100 });
  });

  test("the marker sits where the pointer put it", () => {
    expect(pointOfSaturationValue({ s: 50, v: 75 })).toEqual({ x: 0.5, y: 0.25 });
  });

  test("strips have their largest value at the top", () => {
    expect(stripValueAtPoint(0, 152, 360)).toBe(360);
    expect(stripValueAtPoint(152, 152, 360)).toBe(0);
    expect(stripValueAtPoint(38, 152, 100)).toBe(75);
    expect(stripValueAtPoint(-5, 152, 100)).toBe(100);
  });

  test("arrow keys move the point by 1, and by 10 with Shift, within the area", () => {
    expect(stepSaturationValue({ s: 50, v: 50 }, "ArrowRight", false)).toEqual({ s: 51, v: 50 });
    expect(stepSaturationValue({ s: 50, v: 50 }, "ArrowLeft", true)).toEqual({ s: 40, v: 50 });
    expect(stepSaturationValue({ s: 50, v: 50 }, "ArrowUp", true)).toEqual({ s: 50, v: 60 });
    expect(stepSaturationValue({ s: 50, v: 95 }, "ArrowUp", true)).toEqual({ s: 50, v: 100 });
    expect(stepSaturationValue({ s: 50, v: 0 }, "ArrowDown", false)).toEqual({ s: 50, v: 0 });
    expect(stepSaturationValue({ s: 50, v: 50 }, "Enter", false)).toBeNull();
  });

  test("slider keys follow the ARIA slider pattern", () => {
    expect(stepSlider(180, "ArrowUp", false, 360)).toBe(181);
    expect(stepSlider(180, "ArrowLeft", true, 360)).toBe(170);
    expect(stepSlider(355, "PageUp", false, 360)).toBe(360);
    expect(stepSlider(5, "PageDown", false, 360)).toBe(0);
    expect(stepSlider(180, "Home", false, 360)).toBe(0);
    expect(stepSlider(180, "End", false, 100)).toBe(100);
    expect(stepSlider(180, "a", false, 360)).toBeNull();
  });
});
