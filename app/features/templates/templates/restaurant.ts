import { richTextFromPlainText as paragraphs } from "~/features/sections/rich-text-model";
import { pageHero } from "../page-hero";
import { siteFrame } from "../site-frame";
import type { ProjectTemplate } from "../template";
import { illustration } from "../template-illustrations";

const NAV = [
  { label: "Menu", href: "/menu" },
  { label: "Opening hours", href: "/#hours" },
  { label: "Book a table", href: "/#book" },
];

const { header, footer } = siteFrame({
  name: "Trattoria Lucca",
  variant: "studio",
  nav: NAV,
  cta: { label: "Book a table", href: "/#book" },
  phone: "+44 161 496 0754",
  address: "3 Canal Street, Manchester M1 3HE",
});

export const restaurantTemplate: ProjectTemplate = {
  id: "restaurant",
  label: "Restaurant",
  description:
    "A family restaurant: the menu with prices, opening hours and table bookings.",
  businessName: "Trattoria Lucca",
  primaryColor: "#b91c1c",
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
            eyebrow: "Tuscan cooking since 1998",
            title:
              "Fresh pasta, wood-fired meat and a long table at Trattoria Lucca",
            text: paragraphs(
              "We roll our pasta every afternoon and cook over oak the way Nonna Rosa did in Lucca. Bring friends, bring family, and stay for the tiramisù.",
            ),
            primaryAction: { label: "Book a table", href: "#book" },
            secondaryAction: { label: "See the menu", href: "/menu" },
            image: illustration("restaurant-table"),
          },
        },
        {
          type: "feature-list",
          variant: "studio",
          props: {
            eyebrow: "Why guests come back",
            title: "Simple food, done with care",
            intro:
              "A short menu that changes with the season, and wine from small Tuscan growers.",
            features: [
              {
                icon: "heart",
                title: "Pasta made daily",
                text: "Pappardelle, tortelli and gnocchi, rolled by hand every afternoon in our open kitchen.",
              },
              {
                icon: "star",
                title: "Wood-fired grill",
                text: "Bistecca alla fiorentina to share, grilled over oak and served with rosemary potatoes.",
              },
              {
                icon: "users",
                title: "Groups welcome",
                text: "Our back room seats twenty-four for birthdays, team dinners and christenings.",
              },
            ],
          },
        },
        {
          type: "content",
          variant: "default",
          props: {
            anchor: "hours",
            title: "Opening hours",
            text: paragraphs(
              "Lunch: Wednesday to Sunday, 12:00 to 14:30\n\nDinner: Tuesday to Saturday, 18:00 to 22:30\n\nClosed on Mondays. The kitchen takes its last order thirty minutes before closing.",
            ),
            align: "center",
          },
        },
        {
          type: "contact",
          variant: "studio",
          props: {
            anchor: "book",
            title: "Book a table",
            text: "Tell us the day, the time and how many you are. We confirm every booking by phone or email within a few hours.",
            phone: "+44 161 496 0754",
            address: "3 Canal Street, Manchester M1 3HE",
            askPhone: true,
            requirePhone: true,
            customFields: [
              { label: "Date and time", required: true, multiline: false },
              { label: "Number of guests", required: true, multiline: false },
            ],
            messageLabel: "Anything we should know?",
            submitLabel: "Request my table",
            successMessage:
              "Grazie! We have your request and will confirm your table shortly.",
          },
        },
        footer,
      ],
    },
    {
      slug: "menu",
      title: "Menu",
      sections: [
        header,
        pageHero("studio", {
          eyebrow: "Lunch and dinner",
          title: "Our menu",
          text: "Pasta rolled by hand every morning, and dishes that change with what the market brings.",
        }),
        {
          type: "product-list",
          variant: "default",
          props: {
            title: "Antipasti",
            intro: "To share, or not.",
            currency: "GBP",
            products: [
              {
                name: "Burrata with roast tomatoes",
                price: "9.5",
                image: illustration("restaurant-burrata"),
                description:
                  "Creamy burrata from Puglia, slow-roast tomatoes, basil oil and grilled bread.",
              },
              {
                name: "Fritto misto",
                price: "11",
                image: illustration("restaurant-fritto-misto"),
                description:
                  "Squid, prawns and courgette flowers in a light batter, with lemon aioli.",
              },
            ],
          },
        },
        {
          type: "product-list",
          variant: "default",
          props: {
            title: "Pasta and mains",
            intro: "Ask us about gluten-free pasta.",
            currency: "GBP",
            products: [
              {
                name: "Pappardelle al ragù",
                price: "16",
                image: illustration("restaurant-pappardelle"),
                description:
                  "Wild boar ragù cooked for six hours, with pecorino.",
              },
              {
                name: "Tortelli lucchesi",
                price: "15",
                image: illustration("restaurant-tortelli"),
                description:
                  "Filled with beef and pork, in a butter and sage sauce.",
              },
              {
                name: "Bistecca alla fiorentina",
                price: "58",
                image: illustration("restaurant-bistecca"),
                description:
                  "A 1 kg T-bone for two, grilled over oak, with rosemary potatoes.",
              },
            ],
          },
        },
        {
          type: "call-to-action",
          variant: "studio",
          props: {
            title: "Hungry already?",
            text: "Book online or call us; we keep two tables free for walk-ins every evening.",
            primaryAction: { label: "Book a table", href: "/#book" },
            secondaryAction: { label: "Call us", href: "tel:+441614960754" },
          },
        },
        footer,
      ],
    },
  ],
};
