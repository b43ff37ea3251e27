import { describe, expect, test } from "vitest";
import {
  COLOUR_HISTORY_KEY,
  COLOUR_HISTORY_LIMIT,
  addToColourHistory,
  parseStoredColourHistory,
  serialiseColourHistory,
} from "./colour-history";

describe("colour history", () => {
  test("it is kept under a namespaced local storage key and holds at most 8 colours", () => {
    expect(COLOUR_HISTORY_KEY).toBe("pagewright:colour-history");
    expect(COLOUR_HISTORY_LIMIT).toBe(8);
  });

  test("the newest colour comes first", () => {
    let history: string[] = [];
    for (const colour of ["#111111", "#222222", "#333333"]) history = addToColourHistory(history, colour);
    expect(history).toEqual(["#333333", "#222222", "#111111"]);
  });

  test("using a colour again moves it to the front instead of repeating it", () => {
    const history = addToColourHistory(["#333333", "#222222", "#111111"], "#111111");
    expect(history).toEqual(["#111111", "#333333", "#222222"]);
  });

  test("duplicates are found by normalised value, whatever the spelling", () => {
    let history: string[] = [];
    for (const colour of ["#FFF", "rgb(255, 255, 255)", "#ffffff", "ffffff"]) history = addToColourHistory(history, colour);
    expect(history).toEqual(["#ffffff"]);
    expect(addToColourHistory(["#00000000"], "transparent")).toEqual(["#00000000"]);
  });

  test("the ninth colour pushes the oldest out", () => {
    let history: string[] = [];
    for (let index = 1; index <= 9; index += 1) history = addToColourHistory(history, `#00000${index}`);
    expect(history).toHaveLength(8);
    expect(history[0]).toBe("#000009");
    expect(history.at(-1)).toBe("#000002");
  });

  test("a colour that cannot be read is not added", () => {
    expect(addToColourHistory(["#111111"], "nonsense")).toEqual(["#111111"]);
  });

  test("what is stored is read back in order", () => {
    const history = ["#333333", "#222222", "#11111180"];
    expect(parseStoredColourHistory(serialiseColourHistory(history))).toEqual(history);
  });

  test("a corrupt or foreign local storage value is tolerated", () => {
    expect(parseStoredColourHistory(null)).toEqual([]);
    expect(parseStoredColourHistory("")).toEqual([]);
    expect(parseStoredColourHistory("{not json")).toEqual([]);
    expect(parseStoredColourHistory('{"colours":["#fff"]}')).toEqual([]);
    expect(parseStoredColourHistory("42")).toEqual([]);
    expect(parseStoredColourHistory('["#FFF", 7, null, "nonsense", "#fff", "rgb(1, 2, 3)"]')).toEqual(["#ffffff", "#010203"]);
  });

  test("a stored list that is too long or has duplicates is cut back to the rules", () => {
    const stored = JSON.stringify(["#111", "#111", ...Array.from({ length: 12 }, (_, index) => `#0000${(index + 16).toString(16)}`)]);
    const history = parseStoredColourHistory(stored);
    expect(history).toHaveLength(8);
    expect(history[0]).toBe("#111111");
    expect(new Set(history).size).toBe(8);
  });
});
