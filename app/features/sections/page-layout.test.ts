import { describe, expect, it } from "vitest";
import { flattenBlocks, layOutSections, splitPageLandmarks } from "./page-layout";

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
  const header = { id: "head", type: "header", variant: "default", props: {} };
  const footer = { id: "foot", type: "footer", variant: "default", props: {} };
  const place = (...sections: unknown[]) => sections.map((section) => ({ section, headingLevel: 2 as const }));
  const ids = (placed: { section: unknown }[]) => placed.map(({ section }) => (section as { id: string }).id);

  it("puts the headers a page starts with before its main and the footers it ends with after it", () => {
    const { before, main, after } = splitPageLandmarks(place(header, hero, faq, footer));
    expect([ids(before), ids(main), ids(after)]).toEqual([["head"], ["hero1", "faq1"], ["foot"]]);
  });

  it("keeps a footer in the middle of the page inside main, and lets hidden sections at either end go along", () => {
    const hiddenCta = { ...cta, hidden: true };
    const split = splitPageLandmarks(place(hero, footer, faq, footer, hiddenCta));
    expect([ids(split.before), ids(split.main), ids(split.after)]).toEqual([[], ["hero1", "foot", "faq1"], ["foot", "cta1"]]);
    expect(splitPageLandmarks(place(footer)).after).toHaveLength(1);
  });
});
