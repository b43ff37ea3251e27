// @vitest-environment jsdom
import { existsSync } from "node:fs";
import path from "node:path";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, test } from "vitest";
import { createSection } from "~/features/editor/editor-section";
import { SectionPicker } from "~/features/editor/components/section-picker";
import { catalogueData } from "./catalogue/catalogue-data";
import { CATALOGUE_PROJECT } from "./catalogue/catalogue-project";
import { hostileSections } from "./fixtures/hostile-sections";
import { SECTION_MIGRATIONS } from "./migrations";
import { SECTION_DEFINITIONS, SECTION_REGISTRY } from "./registry";
import { renderContextForProject } from "./render-context";
import { validateSection } from "./render-sections";
import { isSectionType, VARIANT_LABELS, type SectionType } from "./section-types";

// Everything below iterates the registry, so a type added there (its folder plus one line) is
// held to all of it, and so are the every-section, hostile-content and metadata tests, which
// iterate SECTION_DEFINITIONS.

const TYPES = Object.keys(SECTION_REGISTRY) as SectionType[];
const CONTEXT = renderContextForProject("acme");

test("the registry is the one list of types: definitions, type guard and catalogue order all come from it", () => {
  expect(SECTION_DEFINITIONS.map((definition) => definition.type)).toEqual(TYPES);
  for (const [type, definition] of Object.entries(SECTION_REGISTRY)) expect(definition.type).toBe(type);
  for (const type of TYPES) expect(isSectionType(type)).toBe(true);
  expect(isSectionType("module-reference")).toBe(false);
  expect(isSectionType("toString")).toBe(false);
});

describe.each(TYPES)("%s", (type) => {
  const definition = SECTION_REGISTRY[type];

  test("has its own folder with its schema, definition and render", () => {
    for (const file of ["schema.ts", "definition.ts", "render.tsx"]) {
      expect(existsSync(path.join(import.meta.dirname, type, file)), `${type}/${file}`).toBe(true);
    }
  });

  test("declares a label, variants, editor fields and a version its migrations reach", () => {
    expect(definition.label).not.toBe("");
    expect(definition.variants[0]).toBe("default");
    expect(definition.fields.map((field) => field.name)).toEqual(expect.arrayContaining(Object.keys(definition.defaults())));
    expect(definition.version).toBe(1 + definition.migrations.length);
    expect(SECTION_MIGRATIONS.filter((migration) => migration.type === type)).toHaveLength(definition.migrations.length);
  });

  test("starts from defaults that validate and render in every variant", () => {
    for (const variant of definition.variants) {
      const created = createSection(type, variant, CATALOGUE_PROJECT);
      const validated = validateSection(created);
      expect(validated.ok && validated.section).toEqual({ ...created, version: definition.version });
      const rendered = definition.render(created.props, { id: created.id, variant, context: CONTEXT, headingLevel: 2 });
      expect(rendered.ok && renderToStaticMarkup(rendered.element)).toMatch(/^(<link [^>]*>)*<(section|header|footer)/);
    }
  });

  test("is in the catalogue, with its defaults and with hostile content, in every variant", () => {
    for (const hostile of [null, hostileSections()]) {
      const group = catalogueData({ view: null, primary: null, hostile }).groups.find((entry) => entry.type === type);
      const keys = group?.previews.map((preview) => preview.key) ?? [];
      expect(keys).toEqual(expect.arrayContaining(definition.variants.map((variant) => `${type}-${variant}`)));
    }
  });
});

describe("the editor's section picker", () => {
  let unmount = () => {};
  afterEach(() => unmount());

  test("offers every type of the registry in every variant, in the registry's order", async () => {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
    const host = document.body.appendChild(document.createElement("div"));
    const root = createRoot(host);
    unmount = () => act(() => root.unmount());
    await act(async () => root.render(<SectionPicker open primary="#1d4ed8" modules={null} onClose={() => {}} onPick={() => {}} />));
    // Each button's name is its label line (the thumbnail is hidden from screen readers): "Default Hero".
    const offered = [...document.querySelectorAll("section[aria-labelledby^=picker-] > ul > li > button")].map((button) => button.lastElementChild?.textContent);
    const expected = SECTION_DEFINITIONS.flatMap((definition) => definition.variants.map((variant) => `${VARIANT_LABELS[variant].label} ${definition.label}`));
    expect(offered).toEqual(expected);
  });
});
