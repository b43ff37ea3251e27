import type { StoredSection } from "../../../db/stored-values";
import { SECTION_REGISTRY } from "~/features/sections/registry";
import { richTextFromPlainText } from "~/features/sections/rich-text-model";
import type { SectionType } from "~/features/sections/section-types";
import { newSectionId } from "./new-ids";
import { contactFormWording } from "~/features/sections/contact/form-wording";
import { AppError } from "~/lib/app-error";

// Stored through the section's own schema, so defaults and the ids of repeated items are fixed
// once, here, rather than made up again at every render.
function withItemIds(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map((item: unknown) =>
      item && typeof item === "object" && !Array.isArray(item) ? { id: newSectionId(), ...(withItemIds(item) as object) } : item,
    );
  }
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, withItemIds(entry)]));
  }
  return value;
}

export const NAME_DOES_NOT_FIT_MESSAGE = "This name does not fit the starter page. Choose a shorter name, or start with a blank page.";

// The project name is copied into section fields with limits of their own. Those limits are set
// to take every valid name, but should they ever disagree, the person gets a refusal they can act
// on beside the name field rather than an error page.
function section(type: SectionType, props: Record<string, unknown>): StoredSection {
  const parsed = SECTION_REGISTRY[type].schema.safeParse(withItemIds(props));
  if (!parsed.success) throw new AppError("INVALID", NAME_DOES_NOT_FIT_MESSAGE, { fieldErrors: { name: NAME_DOES_NOT_FIT_MESSAGE } });
  return { id: newSectionId(), type, variant: "default", props: parsed.data as Record<string, unknown> };
}

/** The home page of the "starter" starting point: a complete landing page with example content. */
export function starterSections(projectName: string, language?: string): StoredSection[] {
  return [
    section("header", {
      siteName: projectName,
      links: [
        { label: "Features", href: "#features" },
        { label: "Pricing", href: "#pricing" },
        { label: "FAQ", href: "#faq" },
        { label: "Contact", href: "#contact" },
      ],
      cta: { label: "Get started", href: "#contact" },
    }),
    section("hero", {
      eyebrow: "New",
      title: `${projectName}, made simple`,
      text: "Tell visitors in one sentence what you offer and why it matters to them.",
      primaryAction: { label: "Get started", href: "#contact" },
      secondaryAction: { label: "See pricing", href: "#pricing" },
    }),
    section("feature-list", {
      anchor: "features",
      title: "Why people choose us",
      features: [
        { title: "Fast to start", text: "Be up and running in minutes, with no setup to learn." },
        { title: "Built to last", text: "Reliable by design, so you can focus on your customers." },
        { title: "Here to help", text: "Real people answer your questions, usually within a day." },
      ],
    }),
    section("pricing", { anchor: "pricing", title: "Simple pricing" }),
    section("faq", {
      anchor: "faq",
      title: "Frequently asked questions",
      questions: [
        { question: "Can I cancel at any time?", answer: richTextFromPlainText("Yes. You can cancel with one click and keep access until the end of the period.") },
        { question: "Is there a free trial?", answer: richTextFromPlainText("Every plan starts with 14 days free, no card needed.") },
        { question: "How do I get help?", answer: richTextFromPlainText("Write to us with the contact form below and we will get back to you.") },
      ],
    }),
    section("contact", {
      anchor: "contact",
      title: "Get in touch",
      text: "Leave your details and we will reply within one working day.",
      askPhone: false,
      askMessage: true,
      submitLabel: "Send",
      // In a translated language: its labels, button and thanks.
      ...contactFormWording(language),
    }),
  ];
}
