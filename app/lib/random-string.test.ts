import { describe, expect, it } from "vitest";
import { RANDOM_STRING_ALPHABET, randomString } from "./random-string";

describe("randomString", () => {
  it("uses exactly the 62 letters and digits of docs/product.md#random-strings", () => {
    expect(RANDOM_STRING_ALPHABET).toHaveLength(62);
    expect(new Set(RANDOM_STRING_ALPHABET).size).toBe(62);
    expect(RANDOM_STRING_ALPHABET).toMatch(/^[A-Za-z0-9]+$/);
  });

  it("returns strings of the requested length from that alphabet", () => {
    for (const length of [1, 8, 28, 64]) {
      expect(randomString(length)).toMatch(new RegExp(`^[A-Za-z0-9]{${length}}$`));
    }
  });

  it("draws every character of the alphabet and does not repeat itself", () => {
    const sample = Array.from({ length: 2000 }, () => randomString(16));
    expect(new Set(sample).size).toBe(sample.length);
    expect(new Set(sample.join(""))).toEqual(new Set(RANDOM_STRING_ALPHABET));
  });

  it("refuses lengths that are not positive integers", () => {
    expect(() => randomString(0)).toThrow(RangeError);
    expect(() => randomString(2.5)).toThrow(RangeError);
  });
});
