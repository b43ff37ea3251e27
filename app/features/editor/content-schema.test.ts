import { describe, expect, it } from "vitest";
import { SECTION_REGISTRY } from "~/features/sections/registry";
import { errorsUnder, fieldErrorsOf, newItem } from "./content-schema";

const pricing = SECTION_REGISTRY.pricing;
const plansField = pricing.fields.find((field) => field.name === "plans");
const planFields = plansField?.widget === "items" ? plansField.fields : [];

describe("section content schemas in the editor", () => {
  it("give a new repeated item the item schema's defaults and a fresh id, at any depth", () => {
    expect(newItem(pricing.schema, ["plans"], planFields, "n1")).toMatchObject({ id: "n1", name: "Plan", price: "0", features: [] });
    expect(newItem(pricing.schema, ["plans", 0, "features"], [], "f9")).toEqual({ id: "f9", text: "Included" });
  });

  it("key the schema's messages by the path of the field", () => {
    const props = pricing.defaults();
    const errors = fieldErrorsOf(pricing.schema, { ...props, title: "x".repeat(200), plans: [{ ...(props.plans as object[])[0], name: "y".repeat(99) }] });
    expect(errors.get("title")).toBe("At most 120 characters.");
    expect(errors.get("plans.0.name")).toBe("At most 60 characters.");
    expect(errorsUnder(errors, ["plans", 0])).toBe(1);
    expect(fieldErrorsOf(pricing.schema, props).size).toBe(0);
  });
});
