import { richTextFromPlainText as paragraphs } from "~/features/sections/rich-text-model";
import { siteFrame } from "../site-frame";
import type { ProjectTemplate } from "../template";
import { illustration } from "../template-illustrations";

// One page: the navigation is anchors on it, so the footer does not repeat it.
const NAV = [
  { label: "What you learn", href: "#learn" },
  { label: "Your teacher", href: "#teacher" },
  { label: "FAQ", href: "#faq" },
];

const { header, footer } = siteFrame({
  name: "Money Basics Academy",
  variant: "kale",
  nav: NAV,
  cta: { label: "Save my seat", href: "#signup" },
  email: "team@example.com",
  footerNav: false,
});

export const courseTemplate: ProjectTemplate = {
  id: "course",
  label: "Course & webinar",
  description:
    "A free webinar or online course: what people will learn, who teaches, and a sign-up form.",
  businessName: "Money Basics Academy",
  primaryColor: "#15803d",
  pages: [
    {
      slug: "home",
      title: "Home",
      sections: [
        header,
        {
          type: "hero",
          variant: "kale",
          props: {
            eyebrow: "Free live webinar · Thursday 19:00 CET",
            title: "Your first budget that actually lasts the month",
            text: paragraphs(
              "In 60 minutes, learn the three-account method that thousands of our students use to stop worrying about money. Live, free, with time for your questions.",
            ),
            primaryAction: { label: "Save my free seat", href: "#signup" },
            secondaryAction: { label: "What you will learn", href: "#learn" },
            image: illustration("course-lesson"),
          },
        },
        {
          type: "feature-list",
          variant: "kale",
          props: {
            anchor: "learn",
            eyebrow: "In one hour",
            title: "What you will learn",
            intro:
              "No jargon and no products to buy, just a method you can start the same evening.",
            features: [
              {
                icon: "chart",
                title: "Where your money goes",
                text: "A ten-minute way to see your real spending without tracking every coffee.",
              },
              {
                icon: "shield",
                title: "A safety cushion",
                text: "How much to keep aside, and how to build it even on a tight income.",
              },
              {
                icon: "rocket",
                title: "Paying off debt faster",
                text: "The snowball and avalanche methods compared, with a worked example.",
              },
            ],
          },
        },
        {
          type: "feature-detail",
          variant: "default",
          props: {
            anchor: "teacher",
            eyebrow: "Your teacher",
            title: "Nadia Brenner, independent financial educator",
            text: paragraphs(
              "Nadia spent ten years as a bank adviser before she started teaching money skills in community centres. She has taught more than 12,000 people since 2019.\n\n- Certified financial planner\n- Author of 'Enough Is Plenty'\n- Never sells financial products",
            ),
            image: illustration("course-teacher"),
          },
        },
        {
          type: "faq",
          variant: "default",
          props: {
            anchor: "faq",
            title: "Questions",
            questions: [
              {
                question: "Is it really free?",
                answer: paragraphs(
                  "Yes. The webinar is free, and so is the worksheet we send afterwards.",
                ),
              },
              {
                question: "What if I cannot make it live?",
                answer: paragraphs(
                  "Sign up anyway: everyone who signs up gets the recording for seven days.",
                ),
              },
              {
                question: "Do I need to show my camera?",
                answer: paragraphs(
                  "No. You watch and ask questions in the chat, anonymously if you prefer.",
                ),
              },
            ],
          },
        },
        {
          type: "contact",
          variant: "kale",
          props: {
            anchor: "signup",
            title: "Save your free seat",
            text: "We email your link on the day, and the recording the day after.",
            askMessage: false,
            consentText:
              "I agree to receive emails about this webinar. I can unsubscribe at any time.",
            submitLabel: "Save my seat",
            successMessage:
              "Your seat is saved! Check your inbox for the joining link.",
          },
        },
        footer,
      ],
    },
  ],
};
