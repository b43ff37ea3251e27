import { richTextFromPlainText as paragraphs } from "~/features/sections/rich-text-model";
import { siteFrame } from "../site-frame";
import type { ProjectTemplate } from "../template";
import { illustration } from "../template-illustrations";

// One page: the navigation is anchors on it, so the footer does not repeat it.
const NAV = [
  { label: "The home", href: "#home" },
  { label: "Pictures", href: "#pictures" },
  { label: "Area", href: "#area" },
];

const { header, footer } = siteFrame({
  name: "Harbour View Homes",
  variant: "default",
  nav: NAV,
  cta: { label: "Book a viewing", href: "#viewing" },
  phone: "+372 5550 1234",
  address: "Kalamaja, Tallinn",
  footerNav: false,
});

export const realEstateTemplate: ProjectTemplate = {
  id: "real-estate",
  label: "Property listing",
  description:
    "One home for sale or rent: the key facts, pictures, the neighbourhood and a viewing request.",
  businessName: "Harbour View Homes",
  primaryColor: "#0e7490",
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
            eyebrow: "For sale · €485,000",
            title: "A bright three-bedroom flat with a sea view in Kalamaja",
            text: paragraphs(
              "112 m² on the top floor of a restored 1930s wooden house, ten minutes' walk from Tallinn's old town and the seaside promenade.",
            ),
            primaryAction: { label: "Book a viewing", href: "#viewing" },
            secondaryAction: { label: "See the pictures", href: "#pictures" },
            image: illustration("real-estate-house"),
          },
        },
        {
          type: "feature-list",
          variant: "default",
          props: {
            anchor: "home",
            eyebrow: "Key facts",
            title: "The home at a glance",
            intro:
              "Energy class B, renovated in 2022, with a private storage room and a bike shed.",
            features: [
              {
                icon: "users",
                title: "3 bedrooms, 2 bathrooms",
                text: "A main bedroom with its own shower room and a walk-in wardrobe.",
              },
              {
                icon: "globe",
                title: "Sea view balcony",
                text: "West-facing, 9 m², with evening sun and a view over the harbour.",
              },
              {
                icon: "shield",
                title: "Underfloor heating",
                text: "Heat pump and new windows, with low running costs all year.",
              },
            ],
          },
        },
        {
          type: "gallery",
          variant: "default",
          props: {
            anchor: "pictures",
            title: "Pictures",
            columns: "2",
            pictures: [
              {
                image: illustration("real-estate-living-room"),
                caption: "The living room, with light from two sides",
              },
              {
                image: illustration("real-estate-kitchen"),
                caption: "The kitchen, fitted in 2022 with a window over the sink",
              },
            ],
          },
        },
        {
          type: "content",
          variant: "default",
          props: {
            anchor: "area",
            title: "The neighbourhood",
            text: paragraphs(
              "Kalamaja is Tallinn's most loved wooden-house district: cafés, the Balti Jaam market, a seaside park and good schools within a few streets.\n\n- Tram stop: 3 minutes\n- Old town: 10 minutes on foot\n- Airport: 20 minutes by car",
            ),
          },
        },
        {
          type: "contact",
          variant: "default",
          props: {
            anchor: "viewing",
            title: "Book a viewing",
            text: "Viewings on weekdays after 17:00 and on Saturdays. Tell us when suits you and we will confirm.",
            phone: "+372 5550 1234",
            askPhone: true,
            customFields: [
              {
                label: "Preferred day and time",
                required: false,
                multiline: false,
              },
            ],
            submitLabel: "Request a viewing",
          },
        },
        footer,
      ],
    },
  ],
};
