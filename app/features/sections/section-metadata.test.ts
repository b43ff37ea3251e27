import { expect, test } from "vitest";
import type { EditorField } from "./editor-fields";
import { SECTION_DEFINITIONS } from "./registry";

function checkFields(fields: readonly EditorField[], content: Record<string, unknown>, where: string): string[] {
  return fields.flatMap((field) => {
    if (!(field.name in content)) return [`${where}.${field.name} is not in the content`];
    if (field.widget !== "items") return [];
    const items = content[field.name];
    if (!Array.isArray(items) || items.length === 0) return [];
    return checkFields(field.fields, items[0] as Record<string, unknown>, `${where}.${field.name}[]`);
  });
}

test("every editor field names a real content field, and every content field has an editor field", () => {
  for (const definition of SECTION_DEFINITIONS) {
    const defaults = definition.defaults();
    expect(checkFields(definition.fields, defaults, definition.type)).toEqual([]);
    expect(Object.keys(defaults).sort()).toEqual(definition.fields.map((field) => field.name).sort());
  }
});

test("every type has a label, a description and the product's widgets only", () => {
  const widgets = new Set<string>();
  const walk = (fields: readonly EditorField[]) =>
    fields.forEach((field) => {
      widgets.add(field.widget);
      if (field.widget === "items") walk(field.fields);
    });
  for (const definition of SECTION_DEFINITIONS) {
    expect(definition.label.length).toBeGreaterThan(0);
    expect(definition.description.length).toBeGreaterThan(10);
    walk(definition.fields);
  }
  expect([...widgets].sort()).toEqual(["colour", "href", "image", "items", "link", "listbox", "money", "phone", "radio-group", "rich-text", "switch", "text"]);
});
