import { richTextFromPlainText as paragraphs } from "~/features/sections/rich-text-model";
import { pageHero } from "../page-hero";
import { siteFrame } from "../site-frame";
import type { ProjectTemplate } from "../template";
import { illustration } from "../template-illustrations";

const NAV = [
  { label: "Features", href: "/#features" },
  { label: "Pricing", href: "/pricing" },
  { label: "FAQ", href: "/pricing#faq" },
];
const { header, footer } = siteFrame({
  name: "Tallyfox",
  variant: "default",
  nav: NAV,
  cta: { label: "Start free", href: "/#signup" },
  email: "support@example.com",
});
export const saasTemplate: ProjectTemplate = {
  id: "saas",
  label: "SaaS launch",
  description:
    "A software launch: the product, its features, plans with prices, FAQ and early-access sign-up.",
  businessName: "Tallyfox",
  primaryColor: "#6d28d9",
  pages: [
    {
      slug: "home",
      title: "Home",
      sections: [
        header,
        {
          type: "hero",
          variant: "default",
          props: {
            eyebrow: "Now in public beta",
            title: "Invoices that chase themselves",
            text: paragraphs(
              "Tallyfox sends your invoices, reminds late payers politely and matches payments to your bank, so you get paid on time without a single awkward email.",
            ),
            primaryAction: { label: "Start free for 30 days", href: "#signup" },
            secondaryAction: { label: "See pricing", href: "/pricing" },
            image: illustration("saas-invoices"),
          },
        },
        {
          type: "logo-showcase",
          variant: "default",
          props: {
            title: "Freelancers and studios already paid faster with Tallyfox",
          },
        },
        {
          type: "feature-list",
          variant: "default",
          props: {
            anchor: "features",
            eyebrow: "Features",
            title: "Everything between 'sent' and 'paid'",
            intro: "Connect your bank and your accounting tool in two minutes.",
            features: [
              {
                icon: "zap",
                title: "Automatic reminders",
                text: "Friendly nudges three, seven and fourteen days after the due date, in your own words.",
              },
              {
                icon: "chart",
                title: "Cash-flow forecast",
                text: "See what comes in over the next 90 days, invoice by invoice.",
              },
              {
                icon: "lock",
                title: "Bank-grade security",
                text: "Read-only bank access through regulated open banking, encrypted at rest.",
              },
              {
                icon: "globe",
                title: "30 currencies",
                text: "Invoice abroad and see every payment converted at the day's rate.",
              },
            ],
          },
        },
        {
          type: "feature-detail",
          variant: "default",
          props: {
            eyebrow: "Payment matching",
            title: "Know who paid without opening your bank app",
            text: paragraphs(
              "Tallyfox reads your bank feed and marks invoices paid the moment the money lands.\n\n- Partial payments tracked\n- Fees spotted and booked\n- Export to Xero, QuickBooks or CSV",
            ),
            action: { label: "Try it free", href: "#signup" },
          },
        },
        {
          type: "contact",
          variant: "default",
          props: {
            anchor: "signup",
            title: "Join the beta",
            text: "Free for 30 days, then from €12 a month. We send your login within a day.",
            askMessage: false,
            customFields: [
              { label: "Company", required: false, multiline: false },
            ],
            submitLabel: "Get my invite",
            successMessage:
              "You are on the list! Look out for an email from us within a day.",
          },
        },
        footer,
      ],
    },
    {
      slug: "pricing",
      title: "Pricing",
      sections: [
        header,
        pageHero("default", {
          eyebrow: "Pricing",
          title: "Simple plans, 30 days free",
          text: "Pick the plan that fits the invoices you send. Change or cancel it whenever you like.",
        }),
        {
          type: "pricing",
          variant: "default",
          props: {
            title: "Pricing that grows with you",
            intro: "Every plan starts with 30 days free. No card needed.",
            currency: "EUR",
            plans: [
              {
                name: "Solo",
                price: "12",
                period: "per month",
                description: "For freelancers.",
                features: [
                  { text: "50 invoices a month" },
                  { text: "Automatic reminders" },
                  { text: "1 bank account" },
                ],
                action: { label: "Start free", href: "/#signup" },
              },
              {
                name: "Studio",
                price: "29",
                period: "per month",
                description: "For small teams.",
                features: [
                  { text: "Unlimited invoices" },
                  { text: "Cash-flow forecast" },
                  { text: "5 team members" },
                ],
                highlighted: true,
                action: { label: "Start free", href: "/#signup" },
              },
              {
                name: "Agency",
                price: "79",
                period: "per month",
                description: "For agencies with many clients.",
                features: [
                  { text: "Everything in Studio" },
                  { text: "Client portals" },
                  { text: "Priority support" },
                ],
                action: { label: "Talk to us", href: "/#signup" },
              },
            ],
          },
        },
        {
          type: "faq",
          variant: "default",
          props: {
            anchor: "faq",
            title: "Questions about pricing",
            questions: [
              {
                question: "What happens after the free month?",
                answer: paragraphs(
                  "You choose a plan, or your account pauses. We never charge you without asking.",
                ),
              },
              {
                question: "Can I change plans?",
                answer: paragraphs(
                  "Any time. We work out the difference to the day.",
                ),
              },
              {
                question: "Where is my data stored?",
                answer: paragraphs(
                  "In data centres in Frankfurt and Dublin, encrypted at rest and in transit.",
                ),
              },
            ],
          },
        },
        {
          type: "call-to-action",
          variant: "default",
          props: {
            title: "Get paid on time, starting this month",
            text: "Set up in ten minutes. Cancel with one click.",
            primaryAction: { label: "Start free", href: "/#signup" },
          },
        },
        footer,
      ],
    },
  ],
};
