import { describe, expect, it } from "vitest";
import type { SectionMigration } from "~/features/sections/migrations";
import { checkProjectManifest } from "./check-project-manifest";

const at = "2026-11-01T10:00:00.000Z";

function manifestWith(sections: unknown[]) {
  return {
    format: "pagewright-project",
    version: 1,
    exportedAt: at,
    exportedFrom: "https://old.example.com",
    project: {
      id: "bakery",
      name: "Bakery",
      primaryColor: "#1d4ed8",
      homePageId: "home1",
      settings: { seoTitle: null, seoDescription: null, faviconImageId: null, socialLinks: [], leadNotificationEmail: null, contactEmail: null, contactPhone: null, contactAddress: null, typography: null },
      created: at,
      updated: at,
    },
    pages: [{ id: "home1", slug: "home", title: "Home", position: 1, seo: {}, sections, created: at, updated: at }],
    modules: [],
    folders: [],
    images: [],
    publications: [],
  };
}

describe("an import of sections written under older versions", () => {
  it("upgrades them with the section's migrations and writes the current version", () => {
    // Pricing version 1 kept prices as numbers; version 2 keeps them as decimal text.
    const oldPricing = { id: "pricing0001", type: "pricing", variant: "default", version: 1, props: { title: "Prices", plans: [{ id: "basic", name: "Basic", price: 9.5 }] } };
    const checked = checkProjectManifest(manifestWith([oldPricing]), new Map());
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const [section] = checked.manifest.pages[0]?.sections ?? [];
    expect(section).toMatchObject({ id: "pricing0001", type: "pricing", version: 2 });
    expect(section?.props.plans).toEqual([{ id: "basic", name: "Basic", price: "9.5" }]);
  });

  it("keeps content of the current version exactly as written, defaults left to the renderer", () => {
    const current = { id: "content0001", type: "content", variant: "default", version: 1, props: { title: "Our story" } };
    const checked = checkProjectManifest(manifestWith([current]), new Map());
    expect(checked.ok && checked.manifest.pages[0]?.sections[0]).toEqual(current);
  });

  it("refuses a section newer than this installation knows, naming where it is", () => {
    const future = { id: "pricing0001", type: "pricing", variant: "default", version: 9, props: {} };
    const checked = checkProjectManifest(manifestWith([future]), new Map());
    expect(checked).toEqual({ ok: false, problems: [{ path: "pages[0].sections[0]", message: "Version 9 is newer than this app knows (2)." }] });
  });

  it("refuses a module reference to a module the file does not have, and a reference inside a module", () => {
    const reference = { id: "ref00000001", type: "module-reference", variant: "default", props: { moduleId: "nosuch" } };
    const checked = checkProjectManifest(manifestWith([reference]), new Map());
    expect(checked).toEqual({ ok: false, problems: [{ path: "pages[0].sections[0].props.moduleId", message: "Names a module the file does not have." }] });
  });

  it("migrates a field renamed since the file was written instead of refusing it, and refuses a field unknown at the current version", () => {
    // As if the FAQ's `heading` had been renamed `title` in its version 2.
    const renamed: SectionMigration[] = [{ type: "faq", from: 1, migrate: ({ heading, ...rest }) => ({ ...rest, title: heading }) }];
    const old = { id: "faq00000001", type: "faq", variant: "default", version: 1, props: { heading: "Questions" } };
    const upgraded = checkProjectManifest(manifestWith([old]), new Map(), renamed);
    expect(upgraded.ok && upgraded.manifest.pages[0]?.sections[0]).toMatchObject({ version: 2, props: { title: "Questions" } });
    const misspelt = { ...old, version: 2, props: { titel: "Questions" } };
    expect(checkProjectManifest(manifestWith([misspelt]), new Map(), renamed)).toEqual({
      ok: false,
      problems: [{ path: "pages[0].sections[0].props.titel", message: "Unknown field 'titel' in section faq; did you mean 'title'?" }],
    });
  });
});
