import { expect, it } from "vitest";
import { SECTION_REGISTRY } from "~/features/sections/registry";
import type { EditorSection } from "./editor-section";
import { fieldLabelOf, publishChecklist, refusedValuesOf, standingProblems } from "./publish-checklist";

const hero = (props: Record<string, unknown>): EditorSection => ({ id: "hero1", type: "hero", variant: "default", props: { ...SECTION_REGISTRY.hero.defaults(), ...props } });
const saved = { status: "saved", message: null } as const;
const options = { allowModuleReferences: true };

it("names a field by its labels, through items and a button's parts", () => {
  expect(fieldLabelOf(SECTION_REGISTRY.hero.fields, ["primaryAction", "href"])).toBe("Main button › Goes to");
  expect(fieldLabelOf(SECTION_REGISTRY.pricing.fields, ["plans", 1, "name"])).toMatch(/^Plans › Plan 2 › /);
});

it("lists nothing when every field is valid and saved", () => {
  expect(publishChecklist([hero({})], [], saved, options)).toEqual([]);
});

it("lists every field the schema refuses, and a save that did not go through", () => {
  const items = publishChecklist([hero({ title: "x".repeat(500) })], [], { status: "signed-out", message: null }, options);
  expect(items.map((item) => [item.sectionId, item.label])).toEqual([
    ["hero1", "Hero · Title"],
    [null, "Saving"],
  ]);
  expect(items[1]?.message).toMatch(/signed out/);
});

it("keeps a field the server refused on the list only while it holds the refused value", () => {
  const refused = [{ sectionId: "hero1", path: ["primaryAction", "href"], message: "Use a page of this project." }];
  // Refused by the server, though the schema here accepts it (browsers and Node read some addresses differently).
  const before = [hero({ primaryAction: { label: "Go", href: "https://example.org" } })];
  const values = refusedValuesOf(refused, before);
  expect(standingProblems(refused, values, before)).toEqual(refused);
  const items = publishChecklist(before, standingProblems(refused, values, before), { status: "invalid", message: "Section 1 (hero): …" }, options);
  expect(items.map((item) => [item.label, item.message])).toEqual([["Hero · Main button › Goes to", "Use a page of this project."]]);
  const fixed = [hero({ primaryAction: { label: "Go", href: "https://example.com" } })];
  expect(standingProblems(refused, values, fixed)).toEqual([]);
});
