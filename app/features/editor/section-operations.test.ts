import { describe, expect, it } from "vitest";
import { createModuleReference, createSection, isModuleReference, type EditorSection } from "./editor-section";
import { addItemAt, getAt, moveItemAt, removeItemAt, setAt } from "./prop-paths";
import { EMPTY_PROJECT } from "~/features/sections/project-context";
import { duplicateSection, insertionIndexAfter, insertSection, moveSection, moveSectionBy, removeSection, setHidden, setSectionLanguage, setVariant } from "./section-operations";

const section = (id: string): EditorSection => ({ id, type: "content", variant: "default", props: { title: id } });
const ids = (list: readonly EditorSection[]) => list.map((entry) => entry.id);

describe("section operations", () => {
  it("create a section of any type and variant from its defaults, with a fresh id", () => {
    const hero = createSection("hero", "kale", EMPTY_PROJECT);
    expect(hero).toMatchObject({ type: "hero", variant: "kale", version: 1 });
    expect(hero.props.title).toBe("Websites that win customers while you sleep");
    expect(createSection("hero", "kale", EMPTY_PROJECT).id).not.toBe(hero.id);
    expect(isModuleReference(createModuleReference("m1"))).toBe(true);
  });

  it("insert at a position, clamped to the list", () => {
    const list = [section("a"), section("b")];
    expect(ids(insertSection(list, 1, section("x")))).toEqual(["a", "x", "b"]);
    expect(ids(insertSection(list, 99, section("x")))).toEqual(["a", "b", "x"]);
    expect(ids(insertSection(list, -3, section("x")))).toEqual(["x", "a", "b"]);
  });

  it("add a section straight after the selected one, or at the end when none is selected", () => {
    const list = [section("a"), section("b"), section("c")];
    expect(insertionIndexAfter(list, "a")).toBe(1);
    expect(insertionIndexAfter(list, "c")).toBe(3);
    expect(insertionIndexAfter(list, null)).toBe(3);
    expect(insertionIndexAfter(list, "gone")).toBe(3);
    expect(insertionIndexAfter([], null)).toBe(0);
  });

  it("move by index or by one step, and ignore moves off either end", () => {
    const list = [section("a"), section("b"), section("c")];
    expect(ids(moveSection(list, 0, 2))).toEqual(["b", "c", "a"]);
    expect(ids(moveSectionBy(list, "c", -1))).toEqual(["a", "c", "b"]);
    expect(ids(moveSectionBy(list, "a", -1))).toEqual(["a", "b", "c"]);
    expect(ids(moveSectionBy(list, "c", 1))).toEqual(["a", "b", "c"]);
  });

  it("duplicate a section right after itself with a new id and its own copy of the content", () => {
    const list = [section("a"), section("b")];
    const copied = duplicateSection(list, "a", "a2");
    expect(ids(copied)).toEqual(["a", "a2", "b"]);
    expect(copied[1]?.props).toEqual(list[0]?.props);
    expect(copied[1]?.props).not.toBe(list[0]?.props);
  });

  it("delete, hide, show and switch variant, leaving the other sections untouched", () => {
    const list = [section("a"), section("b")];
    expect(ids(removeSection(list, "a"))).toEqual(["b"]);
    const hidden = setHidden(list, "b", true);
    expect(hidden[1]?.hidden).toBe(true);
    expect(hidden[0]).toBe(list[0]);
    expect(setHidden(hidden, "b", false)[1]).not.toHaveProperty("hidden");
    expect(setVariant(list, "a", "studio")[0]?.variant).toBe("studio");
    const german = setSectionLanguage(list, "b", "de");
    expect(german[1]?.language).toBe("de");
    expect(german[0]).toBe(list[0]);
    expect(setSectionLanguage(german, "b", "")[1]).not.toHaveProperty("language");
  });
});

describe("prop paths", () => {
  const props = { title: "T", plans: [{ id: "p1", name: "One", features: [{ id: "f1", text: "x" }] }, { id: "p2", name: "Two", features: [] }] };

  it("read and write nested values, copying only along the path", () => {
    expect(getAt(props, ["plans", 0, "features", 0, "text"])).toBe("x");
    const next = setAt(props, ["plans", 1, "name"], "Deux");
    expect(getAt(next, ["plans", 1, "name"])).toBe("Deux");
    expect(next.plans[0]).toBe(props.plans[0]);
    expect(props.plans[1]?.name).toBe("Two");
  });

  it("add, move and remove repeated items", () => {
    const added = addItemAt(props, ["plans", 1, "features"], { id: "f9", text: "new" });
    expect(getAt(added, ["plans", 1, "features", 0, "id"])).toBe("f9");
    const moved = moveItemAt(props, ["plans"], 1, 0);
    expect(moved.plans.map((plan) => plan.id)).toEqual(["p2", "p1"]);
    expect(moveItemAt(props, ["plans"], 1, 5)).toBe(props);
    expect(removeItemAt(props, ["plans"], 0).plans.map((plan) => plan.id)).toEqual(["p2"]);
  });
});
