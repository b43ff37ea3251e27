import { describe, expect, it } from "vitest";
import { blockKeys, flattenBlocks, layOutSections, splitPageLandmarks } from "./page-layout";

const hero = { id: "hero1", type: "hero", variant: "default", props: {} };
const cta = { id: "cta1", type: "call-to-action", variant: "default", props: { title: "Join" } };
const faq = { id: "faq1", type: "faq", variant: "default", props: {} };
const moduleHero = { id: "mhero", type: "hero", variant: "default", props: { title: "Module hero" } };
const reference = (id: string, moduleId: string, hidden = false) => ({ id, type: "module-reference", variant: "default", props: { moduleId }, hidden });

describe("layOutSections", () => {
  const modules = new Map([
    ["club", [cta, faq]],
    ["banner", [moduleHero]],
  ]);
  const flat = (sections: readonly unknown[]) => flattenBlocks(layOutSections(sections, modules));

  it("puts the module's sections in place of the reference, in order", () => {
    expect(flat([hero, reference("ref1", "club")]).map(({ section }) => section)).toEqual([hero, { ...cta, id: "ref1-cta1" }, { ...faq, id: "ref1-faq1" }]);
  });

  it("keeps ids unique when a module is used twice", () => {
    const ids = flat([reference("a", "club"), reference("b", "club")]).map(({ section }) => (section as { id: string }).id);
    expect(new Set(ids).size).toBe(4);
  });

  it("renders nothing for a hidden reference or a missing module, and leaves other sections alone", () => {
    expect(flat([reference("ref1", "club", true), reference("ref2", "gone"), hero]).map(({ section }) => section)).toEqual([hero]);
    const malformed = { id: "x", type: "module-reference", props: {} };
    expect(flat([malformed]).map(({ section }) => section)).toEqual([malformed]);
  });

  it("gives the h1 to the page's own hero even when a module with a hero comes first", () => {
    const levels = flat([reference("top", "banner"), hero]).map(({ section, headingLevel }) => [(section as { id: string }).id, headingLevel]);
    expect(levels).toEqual([
      ["top-mhero", 2],
      ["hero1", 1],
    ]);
  });

  it("gives no h1 to a page whose only hero is inside a module, and a module's own document its hero's", () => {
    expect(flat([reference("top", "banner"), cta]).map(({ headingLevel }) => headingLevel)).toEqual([2, 2]);
    expect(flat([moduleHero, cta]).map(({ headingLevel }) => headingLevel)).toEqual([1, 2]);
  });

  it("skips hidden sections when choosing the page's lead", () => {
    const hiddenHero = { ...hero, id: "hidden", hidden: true };
    expect(flat([hiddenHero, hero]).map(({ headingLevel }) => headingLevel)).toEqual([2, 1]);
  });
});

describe("splitPageLandmarks", () => {
  const header = { id: "head1", type: "header", variant: "default", props: {} };
  const footer = { id: "foot1", type: "footer", variant: "default", props: {} };
  const modules = new Map([
    ["top", [header, { ...faq, hidden: true }]],
    ["mixed", [header, hero]],
    ["bottom", [footer]],
  ]);
  const idsOf = (blocks: ReturnType<typeof layOutSections>) => blocks.map((block) => (block.kind === "module" ? block.reference.id : (block.placed.section as { id: string }).id));
  const split = (sections: readonly unknown[]) => {
    const { before, main, after } = splitPageLandmarks(layOutSections(sections, modules));
    return [idsOf(before), idsOf(main), idsOf(after)];
  };

  it("puts leading headers and modules of headers before the main landmark, hidden sections not ending them", () => {
    expect(split([{ ...hero, id: "off", hidden: true }, header, reference("r1", "top"), hero, header])).toEqual([["off", "head1", "r1"], ["hero1", "head1"], []]);
  });

  it("puts the footers a page ends with (and modules of footers) after the main landmark, and keeps a footer in the middle inside it", () => {
    expect(split([header, hero, faq, footer])).toEqual([["head1"], ["hero1", "faq1"], ["foot1"]]);
    expect(split([hero, footer, faq, reference("r2", "bottom"), { ...cta, hidden: true }])).toEqual([[], ["hero1", "foot1", "faq1"], ["r2", "cta1"]]);
    expect(split([footer])).toEqual([[], [], ["foot1"]]);
  });

  it("keeps a module with more than headers in one place, inside the main landmark", () => {
    expect(split([reference("r1", "mixed"), hero])).toEqual([[], ["r1", "hero1"], []]);
    expect(split([reference("r1", "gone"), header])).toEqual([[], ["r1", "head1"], []]);
  });

  it("keys blocks by their ids, and repeated ids by position", () => {
    expect(blockKeys(layOutSections([hero, reference("r1", "top"), hero], modules))).toEqual(["hero1", "r1", "index-2"]);
  });
});
