import { describe, expect, it } from "vitest";
import { EMPTY_PROJECT } from "~/features/sections/project-context";
import { SECTION_DEFINITIONS } from "~/features/sections/registry";
import { textsOfSection } from "~/features/sections/section-texts";
import { createSection } from "./editor-section";
import { getAt } from "./prop-paths";
import { translatableTextsOf } from "./translatable-texts";
import { changedTexts, translationRecoveryOf } from "./unsaved-translation";

describe("the translation panel's fields", () => {
  it.each(SECTION_DEFINITIONS.map((definition) => [definition.type, definition.variants[0] ?? "default"] as const))(
    "of a new %s section are every text it keeps per language, each found where the section holds it",
    (type, variant) => {
      const section = createSection(type, variant, EMPTY_PROJECT, "s1");
      const texts = textsOfSection(section);
      const fields = translatableTextsOf(section);
      expect(fields.map((field) => field.path).sort()).toEqual(Object.keys(texts).sort());
      for (const field of fields) expect(getAt(section.props, field.propPath), field.path).toEqual(texts[field.path]);
    },
  );
});

describe("unsaved words", () => {
  it("sends only what changed since the last save", () => {
    expect(changedTexts({ hero: { title: "Bread", text: "Fresh" } }, { hero: { title: "Pain", text: "Fresh" }, faq: { "items.q1.question": "Quand ?" } })).toEqual({
      hero: { title: "Pain" },
      faq: { "items.q1.question": "Quand ?" },
    });
    expect(changedTexts({ hero: { title: "Bread" } }, { hero: { title: "Bread" } })).toEqual({});
  });

  it("come back when kept on the stored version, and are a conflict when someone saved in between", () => {
    const stored = { version: 3, texts: { hero: { title: "Bread" } } };
    expect(translationRecoveryOf(null, stored)).toBe("none");
    expect(translationRecoveryOf({ baseVersion: 2, texts: { hero: { title: "Bread" } }, keptAt: 1 }, stored)).toBe("none");
    expect(translationRecoveryOf({ baseVersion: 3, texts: { hero: { title: "Pain" } }, keptAt: 1 }, stored)).toBe("restore");
    expect(translationRecoveryOf({ baseVersion: 2, texts: { hero: { title: "Pain" } }, keptAt: 1 }, stored)).toBe("conflict");
  });
});
