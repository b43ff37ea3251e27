import { z } from "zod";
import { currencySchema, itemIdSchema, items, linkSchema, sectionContent, text } from "../content-fields";
import { priceSchema } from "../money";

const planFeature = z.object({ id: itemIdSchema, text: text(120, "Included") });

const plan = z.object({
  id: itemIdSchema,
  name: text(60, "Plan"),
  price: priceSchema.default("0"),
  period: text(40, "per month"),
  description: text(200, ""),
  features: items(planFeature, 12, () => []),
  highlighted: z.boolean().default(false),
  action: linkSchema.nullable().default(null),
});

const features = (...texts: string[]) => texts.map((entry, index) => ({ id: `f${index + 1}`, text: entry }));

export const pricingSchema = sectionContent({
  title: text(120, "Simple, honest pricing"),
  intro: text(400, "Pick a plan that fits today and switch whenever you like."),
  currency: currencySchema.default("EUR"),
  plans: items(plan, 4, () => [
    {
      id: "starter",
      name: "Starter",
      price: "9",
      period: "per month",
      description: "For a first landing page.",
      features: features("1 site", "Contact form", "Email support"),
      highlighted: false,
      action: null,
    },
    {
      id: "pro",
      name: "Pro",
      price: "29",
      period: "per month",
      description: "For growing businesses.",
      features: features("10 sites", "Lead inbox and export", "Custom domain", "Priority support"),
      highlighted: true,
      action: null,
    },
    {
      id: "business",
      name: "Business",
      price: "99",
      period: "per month",
      description: "For teams and agencies.",
      features: features("Unlimited sites", "Team accounts", "A personal contact"),
      highlighted: false,
      action: null,
    },
  ]),
});

export type PricingContent = z.output<typeof pricingSchema>;
