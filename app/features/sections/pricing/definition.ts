import { CURRENCY_OPTIONS } from "../content-fields";
import { defineSection } from "../define-section";
import { itemPricesFromNumbers } from "../money";
import { PricingSection } from "./render";
import { contactLink, freeAnchor } from "../project-context";
import { pricingSchema } from "./schema";

export const pricingDefinition = defineSection({
  type: "pricing",
  label: "Pricing",
  description: "Up to four plans side by side, with prices in your currency and a button each.",
  themedVariants: ["casper", "kale", "studio"],
  // Version 2 keeps prices as decimal text (docs/decisions/0015-money-as-decimal-text.md).
  version: 2,
  migrations: [{ from: 1, migrate: (props) => itemPricesFromNumbers(props, "plans") }],
  schema: pricingSchema,
  fromProject: (project) => ({
    anchor: freeAnchor(project, "pricing"),
    plans: pricingSchema.parse({}).plans.map((plan) => ({ ...plan, action: contactLink(project, `Choose ${plan.name}`) })),
  }),
  Render: PricingSection,
  fields: [
    { name: "title", label: "Title", widget: "text" },
    { name: "intro", label: "Introduction", widget: "text", multiline: true },
    { name: "currency", label: "Currency", widget: "listbox", options: CURRENCY_OPTIONS },
    {
      name: "plans",
      label: "Plans",
      widget: "items",
      itemLabel: "Plan",
      titleField: "name",
      max: 4,
      fields: [
        { name: "name", label: "Name", widget: "text" },
        { name: "price", label: "Price", widget: "money" },
        { name: "period", label: "Period", widget: "text", help: "For example: per month, one-off." },
        { name: "description", label: "Description", widget: "text" },
        {
          name: "features",
          label: "Included",
          widget: "items",
          itemLabel: "Line",
          titleField: "text",
          max: 12,
          fields: [{ name: "text", label: "Text", widget: "text" }],
        },
        { name: "highlighted", label: "Highlight this plan", widget: "switch" },
        { name: "action", label: "Button", widget: "link", optional: true },
      ],
    },
  ],
});
