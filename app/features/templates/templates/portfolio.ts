import { richTextFromPlainText as paragraphs } from "~/features/sections/rich-text-model";
import { pageHero } from "../page-hero";
import { siteFrame } from "../site-frame";
import type { ProjectTemplate } from "../template";
import { illustration } from "../template-illustrations";

const NAV = [
  { label: "Work", href: "/#work" },
  { label: "About", href: "/about" },
  { label: "Contact", href: "/#contact" },
];
const { header, footer } = siteFrame({
  name: "Jonah Reyes Studio",
  variant: "casper",
  nav: NAV,
  cta: { label: "Start a project", href: "/#contact" },
  email: "studio@example.com",
});
export const portfolioTemplate: ProjectTemplate = {
  id: "portfolio",
  label: "Portfolio",
  description:
    "A designer's or photographer's portfolio: selected work, services, clients' words and an enquiry form.",
  businessName: "Jonah Reyes Studio",
  primaryColor: "#334155",
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
            eyebrow: "Brand identity and illustration",
            title: "Identities for small brands with big personalities",
            text: paragraphs(
              "I am Jonah, an independent designer in Lisbon. I draw logos, packaging and illustrations for cafés, breweries and shops that want to be remembered.",
            ),
            primaryAction: { label: "See selected work", href: "#work" },
            secondaryAction: { label: "Start a project", href: "#contact" },
            image: illustration("portfolio-sketchbook"),
          },
        },
        {
          type: "gallery",
          variant: "default",
          props: {
            anchor: "work",
            title: "Selected work",
            columns: "3",
            pictures: [
              {
                image: illustration("portfolio-packaging"),
                caption: "Sunset Coffee Roasters: packaging",
              },
              {
                image: illustration("portfolio-badge"),
                caption: "Northgate Brewery: badge and beer labels",
              },
              {
                image: illustration("portfolio-poster"),
                caption: "Lisbon Jazz Nights: festival poster",
              },
            ],
          },
        },
        {
          type: "feature-list",
          variant: "casper",
          props: {
            eyebrow: "Services",
            title: "How we can work together",
            intro:
              "Fixed prices agreed before we start, and two rounds of changes included.",
            features: [
              {
                icon: "sparkles",
                title: "Brand identity",
                text: "Logo, colours, type and a short guide, from €2,400.",
              },
              {
                icon: "heart",
                title: "Packaging",
                text: "Labels and boxes ready for print, from €900 per product line.",
              },
              {
                icon: "star",
                title: "Illustration",
                text: "Murals, menus and editorial drawings, priced per piece.",
              },
            ],
          },
        },
        {
          type: "testimonial",
          variant: "casper",
          props: {
            title: "Kind words",
            testimonials: [
              {
                quote:
                  "Jonah understood our roastery after one visit. Our new bags sold out at the first market.",
                name: "Inês Carvalho",
                role: "Founder, Sunset Coffee Roasters",
                photo: null,
              },
            ],
          },
        },
        {
          type: "contact",
          variant: "casper",
          props: {
            anchor: "contact",
            title: "Start a project",
            text: "Tell me about your brand, your timeline and your budget. I reply within two days.",
            messageLabel: "Your project",
            submitLabel: "Send enquiry",
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
          title: "A small studio with a sketchbook habit",
          text: "Brand identities, packaging and posters for businesses that care how they look.",
        }),
        {
          type: "content",
          variant: "default",
          props: {
            title: "About Jonah",
            text: paragraphs(
              "I grew up above my parents' bakery in Manila, drawing on paper bags. After eight years at agencies in London and Lisbon I opened my own studio in 2020.\n\nI take on six projects a year so that each one gets my full attention.\n\n- Clients in Portugal, the UK and the Netherlands\n- Work in English, Portuguese and Tagalog",
            ),
          },
        },
        footer,
      ],
    },
  ],
};
