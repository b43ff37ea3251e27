import { richTextFromPlainText as paragraphs } from "~/features/sections/rich-text-model";
import { pageHero } from "../page-hero";
import { siteFrame } from "../site-frame";
import type { ProjectTemplate } from "../template";
import { illustration } from "../template-illustrations";

const NAV = [
  { label: "Menu", href: "/menu" },
  { label: "Our story", href: "/story" },
  { label: "Visit us", href: "/#visit" },
];

const { header, footer } = siteFrame({
  name: "Crumb & Co.",
  variant: "kale",
  nav: NAV,
  cta: { label: "Order a cake", href: "/#order" },
  phone: "+44 20 7946 0321",
  address: "14 Mill Lane, Bristol BS1 4QA",
});

export const bakeryTemplate: ProjectTemplate = {
  id: "bakery",
  label: "Café & bakery",
  description:
    "A neighbourhood bakery: fresh bakes, a menu with prices, opening hours and cake orders.",
  businessName: "Crumb & Co.",
  primaryColor: "#b45309",
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
            eyebrow: "Baked before sunrise, every day",
            title: "Sourdough, pastries and proper coffee at Crumb & Co.",
            text: paragraphs(
              "Our ovens are on at four, so the bread on your table is never older than the morning. Come in for a flat white and a cardamom bun, or take a loaf home.",
            ),
            primaryAction: { label: "See today's menu", href: "/menu" },
            secondaryAction: { label: "Opening hours", href: "#visit" },
            image: illustration("bakery-counter"),
          },
        },
        {
          type: "feature-list",
          variant: "default",
          props: {
            eyebrow: "Why the queue is worth it",
            title: "Slow dough, local flour, no shortcuts",
            intro:
              "Everything we sell is made on the premises by our four bakers.",
            features: [
              {
                icon: "clock",
                title: "48-hour sourdough",
                text: "Our loaves rise slowly for two days, which gives a crackling crust and an open, tangy crumb.",
              },
              {
                icon: "heart",
                title: "Flour from down the road",
                text: "We mill with Shipton Mill in Gloucestershire and buy our butter and eggs from farms in Somerset.",
              },
              {
                icon: "star",
                title: "Cakes to order",
                text: "Birthday, wedding or just because: order two days ahead and we bake it for you.",
              },
            ],
          },
        },
        {
          type: "testimonial",
          variant: "default",
          props: {
            title: "What our regulars say",
            testimonials: [
              {
                quote:
                  "The best cinnamon bun in Bristol, and I have tried them all. The staff remember my order.",
                name: "Hannah Price",
                role: "Comes in every Saturday",
                photo: null,
              },
              {
                quote:
                  "They made our wedding cake with three days' notice and it was perfect.",
                name: "Tom and Ife Adeyemi",
                role: "Newly-weds",
                photo: null,
              },
            ],
          },
        },
        {
          type: "content",
          variant: "default",
          props: {
            anchor: "visit",
            title: "Opening hours",
            text: paragraphs(
              "Tuesday to Friday: 7:30 to 16:00\n\nSaturday and Sunday: 8:00 to 15:00\n\nClosed on Mondays, and when the last loaf is gone.\n\nYou will find us at 14 Mill Lane, two minutes from Temple Meads station.",
            ),
            align: "center",
          },
        },
        {
          type: "contact",
          variant: "kale",
          props: {
            anchor: "order",
            title: "Order a cake",
            text: "Tell us the day, the number of guests and any allergies, and we will confirm the price within a day.",
            askPhone: true,
            messageLabel: "Your cake",
            submitLabel: "Send my order",
            successMessage:
              "Thank you! We will call or write to confirm your cake within one working day.",
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
        pageHero("kale", {
          eyebrow: "Baked this morning",
          title: "Our menu",
          text: "Bread, pastries and coffee, with today's prices. Cakes to order take two days.",
        }),
        {
          type: "product-list",
          variant: "default",
          props: {
            title: "Bread",
            intro: "Baked every morning. Ask us to slice it.",
            currency: "GBP",
            products: [
              {
                name: "Country sourdough",
                price: "5",
                image: illustration("bakery-sourdough"),
                description:
                  "Our house loaf: white and wholemeal, 48 hours in the making.",
              },
              {
                name: "Seeded rye",
                price: "5.5",
                image: illustration("bakery-rye"),
                description:
                  "Dark, dense and full of sunflower and pumpkin seeds.",
              },
              {
                name: "Baguette",
                price: "2.8",
                image: illustration("bakery-baguette"),
                description: "Crisp crust, baked three times a day.",
              },
            ],
          },
        },
        {
          type: "product-list",
          variant: "default",
          props: {
            title: "Pastries and coffee",
            intro: "Until they run out, usually by two.",
            currency: "GBP",
            products: [
              {
                name: "Cardamom bun",
                price: "3.4",
                image: illustration("bakery-cardamom-bun"),
                description:
                  "Swedish-style, knotted by hand, with a sugar crust.",
              },
              {
                name: "Almond croissant",
                price: "3.6",
                image: illustration("bakery-almond-croissant"),
                description: "Twice baked with frangipane and toasted almonds.",
              },
              {
                name: "Flat white",
                price: "3.2",
                image: illustration("bakery-flat-white"),
                description:
                  "Roasted by Extract Coffee, with oat milk at no extra cost.",
              },
            ],
          },
        },
        {
          type: "call-to-action",
          variant: "kale",
          props: {
            title: "Want a whole cake?",
            text: "Order two days ahead and we will have it boxed and ready for you.",
            primaryAction: { label: "Order a cake", href: "/#order" },
          },
        },
        footer,
      ],
    },
    {
      slug: "story",
      title: "Our story",
      sections: [
        header,
        pageHero("kale", {
          eyebrow: "Since 2016",
          title: "Our story",
          text: "From a home oven and a sourdough starter to a neighbourhood bakery.",
        }),
        {
          type: "content",
          variant: "default",
          props: {
            title: "A bakery that started in a kitchen",
            text: paragraphs(
              "Crumb & Co. began in 2016 with a sourdough starter called Gerald and a home oven that could fit two loaves at a time.\n\nToday we are a team of nine, baking around four hundred loaves a day for the neighbourhood, three cafés and a few restaurants in town.\n\nWe still feed Gerald every morning.",
            ),
          },
        },
        {
          type: "faq",
          variant: "default",
          props: {
            title: "Questions we hear at the counter",
            questions: [
              {
                question: "Do you have gluten-free bakes?",
                answer: paragraphs(
                  "Yes: brownies and an orange polenta cake every day. Our kitchen handles flour, so we cannot promise they are free of traces.",
                ),
              },
              {
                question: "Can I reserve bread?",
                answer: paragraphs(
                  "Call us before 10 the day before and we will keep your loaves at the counter until closing.",
                ),
              },
              {
                question: "Do you supply cafés and restaurants?",
                answer: paragraphs(
                  "We do. Write to us with what you need and how often, and we will send you our wholesale list.",
                ),
              },
            ],
          },
        },
        footer,
      ],
    },
  ],
};
