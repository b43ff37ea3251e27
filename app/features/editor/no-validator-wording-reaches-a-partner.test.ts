import { describe, expect, test } from "vitest";
import { allPaths, setAt } from "~/features/sections/fixtures/content-paths";
import { SECTION_DEFINITIONS } from "~/features/sections/registry";
import { fieldErrorsOf } from "./content-schema";

// Wrong values of every kind a field can receive: empty, blank, negative, fractional, huge,
// overlong, of another type, missing.
const WRONG_VALUES: readonly unknown[] = ["", " ", -3, 1200.5, 0, 1e12, "x".repeat(20_000), 42, "1e3", "abc", null, {}, [], true];
// The validator's own wording ("Too small: expected number to be >=1", "Invalid input: expected string, received number").
const VALIDATOR_WORDING = /expected|received|Invalid (input|option|string|type)|Too (small|big)|>=|<=|Unrecognized|must be/i;

describe("every message of every section field is in plain words", () => {
  test.each(SECTION_DEFINITIONS.map((definition) => [definition.type, definition] as const))("%s", (_type, definition) => {
    const defaults = definition.defaults();
    const messages = new Set<string>();
    for (const path of allPaths(defaults)) {
      if (path.length === 0) continue;
      for (const wrong of WRONG_VALUES) for (const message of fieldErrorsOf(definition.schema, setAt(defaults, path, wrong)).values()) messages.add(message);
    }
    expect(messages.size).toBeGreaterThan(0);
    expect([...messages].filter((message) => VALIDATOR_WORDING.test(message))).toEqual([]);
  });
});
