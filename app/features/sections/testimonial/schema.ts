import { z } from "zod";
import { imageSchema, itemIdSchema, items, sectionContent, text } from "../content-fields";
import { EXAMPLE_IMAGES } from "../defaults/default-images";

const testimonial = z.object({
  id: itemIdSchema,
  quote: text(600, "A kind word from a happy customer."),
  name: text(80, "A customer"),
  role: text(80, ""),
  photo: imageSchema.nullable().default(null),
});

export const testimonialSchema = sectionContent({
  title: text(120, "Loved by small businesses"),
  testimonials: items(testimonial, 9, () => [
    {
      id: "maya",
      quote: "We replaced three tools with one page and doubled our enquiries in a month. Setting it up took an afternoon.",
      name: "Maya Okafor",
      role: "Owner, Okafor Bakery",
      photo: EXAMPLE_IMAGES.avatarAmber(),
    },
    {
      id: "jonas",
      quote: "The pages are so fast that our ads got cheaper. Customers tell us the booking form is the easiest they have used.",
      name: "Jonas Berg",
      role: "Physiotherapist",
      photo: EXAMPLE_IMAGES.avatarSky(),
    },
    {
      id: "lucia",
      quote: "I finally change prices and photos myself, on my phone, between two clients.",
      name: "Lucía Romero",
      role: "Hair stylist",
      photo: EXAMPLE_IMAGES.avatarRose(),
    },
  ]),
});

export type TestimonialContent = z.output<typeof testimonialSchema>;
