import { defineSection } from "../define-section";
import { TestimonialSection } from "./render";
import { testimonialSchema } from "./schema";

export const testimonialDefinition = defineSection({
  type: "testimonial",
  label: "Testimonials",
  description: "What customers say about you, with their name, role and photo.",
  themedVariants: ["casper", "kale", "studio"],
  version: 1,
  schema: testimonialSchema,
  Render: TestimonialSection,
  fields: [
    { name: "title", label: "Title", widget: "text" },
    {
      name: "testimonials",
      label: "Testimonials",
      widget: "items",
      itemLabel: "Testimonial",
      titleField: "name",
      max: 9,
      fields: [
        { name: "quote", label: "Quote", widget: "text", multiline: true },
        { name: "name", label: "Name", widget: "text" },
        { name: "role", label: "Role or company", widget: "text" },
        { name: "photo", label: "Photo", widget: "image", optional: true },
      ],
    },
  ],
});
