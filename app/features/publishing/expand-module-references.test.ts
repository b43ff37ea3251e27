import { describe, expect, it } from "vitest";
import { expandModuleReferences } from "./expand-module-references";

const hero = { id: "hero1", type: "hero", variant: "default", props: {} };
const cta = { id: "cta1", type: "call-to-action", variant: "default", props: { title: "Join" } };
const faq = { id: "faq1", type: "faq", variant: "default", props: {} };
const reference = (id: string, moduleId: string, hidden = false) => ({ id, type: "module-reference", variant: "default", props: { moduleId }, hidden });

describe("expandModuleReferences", () => {
  const modules = new Map([["club", [cta, faq]]]);

  it("puts the module's sections in place of the reference, in order", () => {
    expect(expandModuleReferences([hero, reference("ref1", "club")], modules)).toEqual([
      hero,
      { ...cta, id: "ref1-cta1" },
      { ...faq, id: "ref1-faq1" },
    ]);
  });

  it("keeps ids unique when a module is used twice", () => {
    const ids = expandModuleReferences([reference("a", "club"), reference("b", "club")], modules).map((section) => (section as { id: string }).id);
    expect(new Set(ids).size).toBe(4);
  });

  it("renders nothing for a hidden reference or a missing module, and leaves other sections alone", () => {
    expect(expandModuleReferences([reference("ref1", "club", true), reference("ref2", "gone"), hero], modules)).toEqual([hero]);
    expect(expandModuleReferences([{ id: "x", type: "module-reference", props: {} }], modules)).toEqual([{ id: "x", type: "module-reference", props: {} }]);
  });
});
