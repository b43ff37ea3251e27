import { richTextFromPlainText as paragraphs } from "~/features/sections/rich-text-model";
import { pageHero } from "../page-hero";
import { siteFrame } from "../site-frame";
import type { ProjectTemplate } from "../template";
import { illustration } from "../template-illustrations";

const NAV = [
  { label: "Schedule", href: "/schedule" },
  { label: "Speakers", href: "/#speakers" },
  { label: "Tickets", href: "/#tickets" },
];
const { header, footer } = siteFrame({
  name: "Northern Frontend Days",
  variant: "studio",
  nav: NAV,
  cta: { label: "Get tickets", href: "/#tickets" },
  address: "Aalto Hall, Tampere, Finland",
});
export const eventTemplate: ProjectTemplate = {
  id: "event",
  label: "Event & conference",
  description:
    "A conference: dates and venue, the schedule, speakers and ticket prices.",
  businessName: "Northern Frontend Days",
  primaryColor: "#be185d",
  pages: [
    {
      slug: "home",
      title: "Home",
      sections: [
        header,
        {
          type: "hero",
          variant: "studio",
          props: {
            eyebrow: "12–13 June · Tampere, Finland",
            title:
              "Two days of web performance, accessibility and design systems",
            text: paragraphs(
              "Northern Frontend Days brings 400 front-end developers and designers together for talks, workshops and a sauna evening by the lake.",
            ),
            primaryAction: { label: "Get tickets", href: "#tickets" },
            secondaryAction: { label: "See the schedule", href: "/schedule" },
            image: illustration("event-stage"),
          },
        },
        {
          type: "testimonial",
          variant: "studio",
          props: {
            anchor: "speakers",
            title: "Speakers",
            testimonials: [
              {
                quote:
                  "Shipping less JavaScript: how we cut our checkout to 40 KB and raised conversions by 12%.",
                name: "Aino Virtanen",
                role: "Staff engineer, Verkkokauppa",
                photo: null,
              },
              {
                quote:
                  "Screen readers in 2027: what changed, and what your components still get wrong.",
                name: "Marcus Olsen",
                role: "Accessibility lead, Nordea",
                photo: null,
              },
              {
                quote:
                  "One design system, five brands: tokens that survive a rebrand.",
                name: "Leila Haddad",
                role: "Design systems, Spotify",
                photo: null,
              },
            ],
          },
        },
        {
          type: "pricing",
          variant: "studio",
          props: {
            anchor: "tickets",
            title: "Tickets",
            intro:
              "Prices include lunch on both days, the evening party and recordings of every talk.",
            currency: "EUR",
            plans: [
              {
                name: "Early bird",
                price: "349",
                period: "until 31 March",
                description: "Limited to the first 100 tickets.",
                features: [
                  { text: "Both conference days" },
                  { text: "Evening party" },
                ],
                highlighted: true,
                action: { label: "Buy early bird", href: "#register" },
              },
              {
                name: "Regular",
                price: "449",
                period: "two days",
                description: "For everyone else.",
                features: [
                  { text: "Both conference days" },
                  { text: "Evening party" },
                ],
                action: { label: "Buy a ticket", href: "#register" },
              },
              {
                name: "Workshop day",
                price: "299",
                period: "11 June",
                description: "Hands-on, 20 seats each.",
                features: [
                  { text: "One full-day workshop" },
                  { text: "Lunch and coffee" },
                ],
                action: { label: "Choose a workshop", href: "#register" },
              },
            ],
          },
        },
        {
          type: "contact",
          variant: "studio",
          props: {
            anchor: "register",
            title: "Reserve your ticket",
            text: "Tell us which ticket you want and how many. We send an invoice and your tickets within a day.",
            askMessage: false,
            customFields: [
              { label: "Ticket type", required: true, multiline: false },
              { label: "Number of tickets", required: true, multiline: false },
            ],
            submitLabel: "Reserve tickets",
          },
        },
        footer,
      ],
    },
    {
      slug: "schedule",
      title: "Schedule",
      sections: [
        header,
        pageHero("studio", {
          eyebrow: "12–13 June, Tampere",
          title: "The schedule",
          text: "Two days of talks, workshops and a sauna evening. Times are local (EEST).",
        }),
        {
          type: "content",
          variant: "default",
          props: {
            title: "Day one · 12 June",
            text: paragraphs(
              "09:00 Doors open, coffee and pulla\n\n09:45 Opening keynote: the fastest page is the one you do not build\n\n11:00 Shipping less JavaScript — Aino Virtanen\n\n13:30 Screen readers in 2027 — Marcus Olsen\n\n16:00 Lightning talks\n\n19:00 Sauna evening at Rauhaniemi",
            ),
          },
        },
        {
          type: "content",
          variant: "default",
          props: {
            title: "Day two · 13 June",
            text: paragraphs(
              "09:30 Tokens that survive a rebrand — Leila Haddad\n\n11:00 Panel: who owns performance?\n\n14:00 Workshops and open spaces\n\n16:30 Closing keynote and goodbyes",
            ),
          },
        },
        {
          type: "call-to-action",
          variant: "studio",
          props: {
            title: "Early-bird tickets end on 31 March",
            text: "Join 400 people who care about the web as much as you do.",
            primaryAction: { label: "Get tickets", href: "/#tickets" },
          },
        },
        footer,
      ],
    },
  ],
};
