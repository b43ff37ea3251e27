import { richTextFromPlainText as paragraphs } from "~/features/sections/rich-text-model";
import { siteFrame } from "../site-frame";
import type { ProjectTemplate } from "../template";
import { illustration } from "../template-illustrations";

const CALL = { label: "Call 0117 496 0888", href: "tel:+441174960888" };
const WHATSAPP = {
  label: "WhatsApp us",
  href: "https://wa.me/447700900123?text=Hello%2C%20I%20need%20a%20plumber",
};

// One page: the navigation is anchors on it, so the footer does not repeat it.
const NAV = [
  { label: "Services", href: "#services" },
  { label: "Area", href: "#area" },
  { label: "Quote", href: "#quote" },
];

const { header, footer } = siteFrame({
  name: "Severn Plumbing",
  variant: "default",
  nav: NAV,
  cta: CALL,
  phone: "0117 496 0888",
  address: "Unit 4, Avon Trading Estate, Bristol BS2 0JP",
  copyright: "Severn Plumbing Ltd",
  footerNav: false,
});

export const plumberTemplate: ProjectTemplate = {
  id: "plumber",
  label: "Plumber & local trade",
  description:
    "A plumber or electrician: services, the area covered, a call button and WhatsApp.",
  businessName: "Severn Plumbing",
  primaryColor: "#0369a1",
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
            eyebrow: "24-hour emergency call-outs",
            title:
              "A leak, a boiler, a blocked drain? Severn Plumbing is on the way",
            text: paragraphs(
              "Gas Safe registered plumbers covering Bristol and Bath. Fixed prices before we start, and we tidy up before we leave.",
            ),
            primaryAction: CALL,
            secondaryAction: WHATSAPP,
            image: illustration("plumber-sink"),
          },
        },
        {
          type: "feature-list",
          variant: "casper",
          props: {
            anchor: "services",
            eyebrow: "Services",
            title: "What we do",
            intro:
              "From a dripping tap to a new bathroom, one team for every job.",
            features: [
              {
                icon: "zap",
                title: "Emergency repairs",
                text: "Burst pipes and leaks, day or night. We aim to be with you within the hour.",
              },
              {
                icon: "shield",
                title: "Boiler service and repair",
                text: "Gas Safe engineers for every make, with a 12-month guarantee on parts.",
              },
              {
                icon: "sparkles",
                title: "Bathrooms fitted",
                text: "Design, plumbing and tiling by one team, usually in five working days.",
              },
              {
                icon: "clock",
                title: "Drains unblocked",
                text: "Camera surveys and high-pressure jetting, with a fixed call-out price.",
              },
            ],
          },
        },
        {
          type: "content",
          variant: "default",
          props: {
            anchor: "area",
            title: "The area we cover",
            text: paragraphs(
              "Bristol, Bath, Keynsham, Portishead, Clevedon and everywhere within 20 miles of Bristol city centre.\n\nNo call-out charge within the city. Further out? Ask us and we will tell you the price first.",
            ),
            align: "center",
          },
        },
        {
          type: "testimonial",
          variant: "default",
          props: {
            title: "Four hundred five-star reviews",
            testimonials: [
              {
                quote:
                  "Water pouring through the ceiling at 11 at night, and Dan was here in forty minutes. Calm, quick and a fair price.",
                name: "Priya Shah",
                role: "Clifton",
                photo: null,
              },
              {
                quote:
                  "They fitted our new bathroom in a week and left the house cleaner than they found it.",
                name: "Gareth Lewis",
                role: "Keynsham",
                photo: null,
              },
            ],
          },
        },
        {
          type: "contact",
          variant: "default",
          props: {
            anchor: "quote",
            title: "Get a free quote",
            text: "Describe the job, add your postcode, and we will send a fixed price the same day.",
            phone: "0117 496 0888",
            askPhone: true,
            requirePhone: true,
            customFields: [
              { label: "Postcode", required: true, multiline: false },
            ],
            messageLabel: "What needs fixing?",
            requireMessage: true,
            submitLabel: "Ask for a quote",
            successMessage:
              "Thanks! A plumber will call you back today with a price.",
          },
        },
        {
          type: "call-to-action",
          variant: "default",
          props: {
            title: "Water where it should not be?",
            text: "Call now: a real plumber answers, day and night.",
            primaryAction: CALL,
            secondaryAction: WHATSAPP,
          },
        },
        footer,
      ],
    },
  ],
};
