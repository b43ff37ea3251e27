import { richTextFromPlainText as paragraphs } from "~/features/sections/rich-text-model";
import { pageHero } from "../page-hero";
import { siteFrame } from "../site-frame";
import type { ProjectTemplate } from "../template";
import { illustration } from "../template-illustrations";

const NAV = [
  { label: "Our work", href: "/#work" },
  { label: "Volunteer", href: "/volunteer" },
  { label: "Donate", href: "/#donate" },
];
const { header, footer } = siteFrame({
  name: "Open Pantry",
  variant: "kale",
  nav: NAV,
  cta: { label: "Donate", href: "/#donate" },
  address: "St Mark's Hall, 21 Church Road, Leeds LS9 7AB",
  copyright: "Open Pantry, registered charity 1187654",
});
export const nonProfitTemplate: ProjectTemplate = {
  id: "non-profit",
  label: "Non-profit & donations",
  description:
    "A charity: the cause, the difference a gift makes, donation amounts and volunteering.",
  businessName: "Open Pantry",
  primaryColor: "#c2410c",
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
            eyebrow: "A community food bank in east Leeds",
            title: "Nobody on our streets should go to bed hungry",
            text: paragraphs(
              "Open Pantry gives fresh food parcels to 300 families every week, with no questions and no judgement. Everything runs on donations and volunteers.",
            ),
            primaryAction: { label: "Donate now", href: "#donate" },
            secondaryAction: { label: "Volunteer with us", href: "/volunteer" },
            image: illustration("non-profit-food-parcel"),
          },
        },
        {
          type: "feature-list",
          variant: "kale",
          props: {
            anchor: "work",
            eyebrow: "Our work",
            title: "What your support does",
            intro: "Last year, 640 volunteers packed 15,200 parcels.",
            features: [
              {
                icon: "heart",
                title: "Weekly food parcels",
                text: "Fresh fruit, vegetables, bread and store-cupboard basics for a family of four.",
              },
              {
                icon: "users",
                title: "Community kitchen",
                text: "A warm lunch every Wednesday and Friday, cooked by volunteers.",
              },
              {
                icon: "shield",
                title: "Advice that helps",
                text: "Free sessions with debt and benefits advisers from Citizens Advice.",
              },
            ],
          },
        },
        {
          type: "pricing",
          variant: "kale",
          props: {
            anchor: "donate",
            title: "Give a month of food",
            intro:
              "Monthly gifts let us plan ahead. Gift Aid adds 25% at no cost to you.",
            currency: "GBP",
            plans: [
              {
                name: "Friend",
                price: "10",
                period: "per month",
                description: "Buys fresh fruit for three families.",
                features: [{ text: "A thank-you letter every season" }],
                action: { label: "Give £10", href: "#pledge" },
              },
              {
                name: "Neighbour",
                price: "25",
                period: "per month",
                description: "Fills a family's parcel every week.",
                features: [{ text: "A yearly report on your impact" }],
                highlighted: true,
                action: { label: "Give £25", href: "#pledge" },
              },
              {
                name: "Champion",
                price: "50",
                period: "per month",
                description: "Pays for a community lunch for forty.",
                features: [{ text: "An invitation to our summer open day" }],
                action: { label: "Give £50", href: "#pledge" },
              },
            ],
          },
        },
        {
          type: "contact",
          variant: "kale",
          props: {
            anchor: "pledge",
            title: "Pledge your gift",
            text: "Leave your details and the amount, and we will send you a secure Direct Debit form and a Gift Aid declaration.",
            askMessage: false,
            customFields: [
              { label: "Monthly amount", required: true, multiline: false },
            ],
            submitLabel: "Send my pledge",
            successMessage:
              "Thank you! Your pledge form is on its way by email.",
          },
        },
        footer,
      ],
    },
    {
      slug: "volunteer",
      title: "Volunteer",
      sections: [
        header,
        pageHero("kale", {
          eyebrow: "Volunteer",
          title: "Help us pack, sort and deliver",
          text: "Every parcel we hand out is packed by volunteers. A couple of hours a week makes a real difference.",
        }),
        {
          type: "content",
          variant: "default",
          props: {
            title: "Give two hours a week",
            text: paragraphs(
              "We need people for sorting deliveries on Monday mornings, packing parcels on Tuesday evenings and driving our van on Thursdays.\n\nNo experience needed. We train everyone on their first shift, and you can bring a friend.",
            ),
          },
        },
        {
          type: "contact",
          variant: "kale",
          props: {
            title: "Join the team",
            text: "Tell us when you are free and we will invite you to a welcome evening.",
            askPhone: true,
            customFields: [
              { label: "Days you are free", required: false, multiline: false },
            ],
            submitLabel: "Sign me up",
          },
        },
        footer,
      ],
    },
  ],
};
