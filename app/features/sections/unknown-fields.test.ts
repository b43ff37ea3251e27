import { describe, expect, it } from "vitest";
import { SECTION_REGISTRY } from "./registry";
import { closestKey, unknownFieldMessage, unknownFields } from "./unknown-fields";

describe("fields a section's content names that its schema does not know", () => {
  it("names a misspelt top-level field and the field it resembles", () => {
    const [found, ...rest] = unknownFields(SECTION_REGISTRY.hero.schema, { titel: "Hi", title: "Hello" });
    expect(rest).toEqual([]);
    expect(found && unknownFieldMessage("hero", found)).toBe("Unknown field 'titel' in section hero; did you mean 'title'?");
  });

  it("looks inside list items, links, pictures and rich text", () => {
    const props = {
      plans: [{ id: "p1", name: "Basic", action: { label: "Go", href: "#x", target: "_blank" } }],
      intro: "plain",
    };
    expect(unknownFields(SECTION_REGISTRY.pricing.schema, props).map((field) => [field.path.join("."), field.key])).toEqual([["plans.0.action", "target"]]);
    const hero = { text: [{ type: "paragraph", children: [{ text: "a", bold: true, colour: "red" }] }], image: { src: "https://a.example/x.jpg", width: 1, height: 1, caption: "c" } };
    expect(unknownFields(SECTION_REGISTRY.hero.schema, hero).map((field) => field.key)).toEqual(["colour", "caption"]);
  });

  it("finds nothing in content that only uses known fields, written whole or in part", () => {
    for (const definition of Object.values(SECTION_REGISTRY)) expect(unknownFields(definition.schema, definition.defaults()), definition.type).toEqual([]);
    expect(unknownFields(SECTION_REGISTRY.hero.schema, { title: "Hi", text: "plain text" })).toEqual([]);
  });

  it("suggests a known key only when it is close", () => {
    expect(closestKey("Title", ["title", "text"])).toBe("title");
    expect(closestKey("headline", ["title", "text"])).toBeNull();
  });
});
