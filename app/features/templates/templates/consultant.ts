import { richTextFromPlainText as paragraphs } from "~/features/sections/rich-text-model";
import { pageHero } from "../page-hero";
import { siteFrame } from "../site-frame";
import type { ProjectTemplate } from "../template";
import { illustration } from "../template-illustrations";

const NAV = [
  { label: "How I help", href: "/#help" },
  { label: "Packages", href: "/packages" },
  { label: "About", href: "/about" },
];
const { header, footer } = siteFrame({
  name: "Clara Jensen Coaching",
  variant: "casper",
  nav: NAV,
  cta: { label: "Book a free call", href: "/#call" },
  email: "hello@example.com",
});
export const consultantTemplate: ProjectTemplate = {
  id: "consultant",
  label: "Consultant & coach",
  description:
    "A coach or consultant: how you help, packages with prices, your story and a free first call.",
  businessName: "Clara Jensen Coaching",
  primaryColor: "#0f766e",
  pages: [
    {
      slug: "home",
      title: "Home",
      sections: [
        header,
        {
          type: "hero",
          variant: "casper",
          props: {
            eyebrow: "Leadership coaching for new managers",
            title: "Lead your team with confidence from your first month",
            text: paragraphs(
              "Clara Jensen Coaching helps first-time managers find their own way of leading: clear conversations, fair decisions and evenings that belong to you again.",
            ),
            primaryAction: { label: "Book a free call", href: "#call" },
            secondaryAction: { label: "See packages", href: "/packages" },
            image: illustration("consultant-meeting"),
          },
        },
        {
          type: "feature-list",
          variant: "casper",
          props: {
            anchor: "help",
            eyebrow: "How I help",
            title: "Three things we work on together",
            intro:
              "Every session ends with one small step you take before the next.",
            features: [
              {
                icon: "users",
                title: "Hard conversations",
                text: "Feedback, conflict and saying no, practised in a safe room before the real one.",
              },
              {
                icon: "clock",
                title: "Your calendar back",
                text: "Delegate without losing track, and stop being the bottleneck of your team.",
              },
              {
                icon: "chart",
                title: "A plan you believe in",
                text: "Goals for your team that your manager signs off and your people understand.",
              },
            ],
          },
        },
        {
          type: "testimonial",
          variant: "casper",
          props: {
            title: "Managers I have worked with",
            testimonials: [
              {
                quote:
                  "Six sessions with Clara did more for me than two years of management training. My team noticed before I did.",
                name: "Ravi Menon",
                role: "Engineering manager",
                photo: null,
              },
              {
                quote:
                  "Practical, warm and honest. I finally stopped answering email at midnight.",
                name: "Sophie Laurent",
                role: "Head of customer service",
                photo: null,
              },
            ],
          },
        },
        {
          type: "contact",
          variant: "casper",
          props: {
            anchor: "call",
            title: "Book a free 30-minute call",
            text: "Tell me a little about your role and what you would like to change. I reply within two working days with times that suit you.",
            messageLabel: "What would you like to change?",
            submitLabel: "Ask for a call",
          },
        },
        footer,
      ],
    },
    {
      slug: "packages",
      title: "Packages",
      sections: [
        header,
        pageHero("casper", {
          eyebrow: "Packages",
          title: "Coaching that fits your calendar",
          text: "One session for one decision, or a few months for a bigger change. Every package starts with a free call.",
        }),
        {
          type: "pricing",
          variant: "casper",
          props: {
            title: "Coaching packages",
            intro:
              "Sessions are 60 minutes, online or in person in Copenhagen. Your employer can pay the invoice.",
            currency: "EUR",
            plans: [
              {
                name: "Single session",
                price: "180",
                period: "per session",
                description: "For one decision you want to get right.",
                features: [
                  { text: "60-minute session" },
                  { text: "Written summary" },
                ],
                action: { label: "Book", href: "/#call" },
              },
              {
                name: "First 90 days",
                price: "1450",
                period: "for 3 months",
                description: "For new managers.",
                features: [
                  { text: "Six sessions" },
                  { text: "Messages between sessions" },
                  { text: "A 360° feedback round" },
                ],
                highlighted: true,
                action: { label: "Start", href: "/#call" },
              },
              {
                name: "Team",
                price: "4800",
                period: "for 6 months",
                description: "For a management team.",
                features: [
                  { text: "Up to five managers" },
                  { text: "Two team workshops" },
                ],
                action: { label: "Ask", href: "/#call" },
              },
            ],
          },
        },
        {
          type: "faq",
          variant: "default",
          props: {
            title: "Before you book",
            questions: [
              {
                question: "Is what I say confidential?",
                answer: paragraphs(
                  "Always. Your employer gets invoices and dates, never the content of our sessions.",
                ),
              },
              {
                question: "Can I cancel a session?",
                answer: paragraphs(
                  "Move or cancel up to 24 hours before at no cost.",
                ),
              },
            ],
          },
        },
        footer,
      ],
    },
    {
      slug: "about",
      title: "About",
      sections: [
        header,
        pageHero("casper", {
          eyebrow: "About",
          title: "Twelve years of leading teams, now on your side",
          text: "A coach who has sat in the manager's chair, and remembers what the first month felt like.",
        }),
        {
          type: "content",
          variant: "default",
          props: {
            title: "About Clara",
            text: paragraphs(
              "I led teams of up to forty people at Maersk and Novo Nordisk for twelve years before I trained as a coach at the Copenhagen Coaching Center.\n\nI remember my first month as a manager very well: too many meetings, no time to think, and nobody to ask. Coaching is the help I wish I had had.\n\n- ICF Professional Certified Coach\n- Sessions in English, Danish and German",
            ),
          },
        },
        footer,
      ],
    },
  ],
};
