import { expect, expectTypeOf, test } from "vitest";
import type { z } from "zod";
import type { StoredSection } from "../../../db/stored-values";
import type { EditorSection } from "~/features/editor/editor-section";
import { newSectionId } from "~/features/editor/editor-section";
import { pageContentSchema } from "~/features/projects/schema";
import { flattenBlocks, layOutSections } from "./page-layout";
import { type sectionEnvelopeSchema, storedSectionSchema } from "./section-envelope";

test("the envelope schema as saved and as read, the database's stored section and the editor's section are one type", () => {
  expectTypeOf<z.output<typeof sectionEnvelopeSchema>>().toEqualTypeOf<StoredSection>();
  expectTypeOf<z.output<typeof storedSectionSchema>>().toEqualTypeOf<StoredSection>();
  expectTypeOf<EditorSection>().toEqualTypeOf<StoredSection>();
});

test("every id the product writes passes: the editor's, a published module section's, and any 1–64 letters, digits, - or _", () => {
  const editorId = newSectionId();
  const reference: StoredSection = { id: newSectionId(), type: "module-reference", variant: "default", props: { moduleId: "m1" } };
  const moduleSection: StoredSection = { id: editorId, type: "faq", variant: "default", props: {} };
  const [published] = flattenBlocks(layOutSections([reference], new Map([["m1", [moduleSection]]])));
  for (const id of [editorId, (published?.section as { id: string }).id, "hero1", "a", "A-b_9", "x".repeat(64)]) {
    expect(storedSectionSchema.safeParse({ id, type: "faq" }).success, id).toBe(true);
  }
  for (const id of ["", "bad id!", "x".repeat(65), "a.b", 7]) {
    expect(storedSectionSchema.safeParse({ id, type: "faq" }).success, String(id)).toBe(false);
  }
});

test("the save action reads sections through the same envelope: its id rule and messages, complete sections only", () => {
  const save = (sections: unknown[]) => pageContentSchema.safeParse({ version: 1, sections });
  const section = { id: "s1", type: "faq", variant: "default", props: {}, hidden: true, version: 1 };
  const saved = save([section]);
  expect(saved.success && saved.data.sections).toEqual([section]);
  expect(save([{ ...section, id: "bad id!" }]).error?.issues[0]?.message).toBe("Section ids are 1–64 letters, digits, - or _.");
  expect(save([{ ...section, id: "" }]).error?.issues[0]?.message).toBe("Every section needs an id.");
  expect(save([{ ...section, type: "" }]).error?.issues[0]?.message).toBe("Every section needs a type.");
  expect(save([{ id: "s1", type: "faq" }]).success).toBe(false);
  expect(storedSectionSchema.parse({ id: "s1", type: "faq" })).toEqual({ id: "s1", type: "faq", variant: "default", props: {} });
});
