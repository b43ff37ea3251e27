import { defineSection } from "../define-section";
import { CarouselSection } from "./render";
import { carouselSchema } from "./schema";

export const carouselDefinition = defineSection({
  type: "carousel",
  label: "Carousel",
  description: "Slides with a picture, a title and a sentence, swiped sideways.",
  version: 1,
  schema: carouselSchema,
  Render: CarouselSection,
  fields: [
    { name: "title", label: "Title", widget: "text" },
    {
      name: "slides",
      label: "Slides",
      widget: "items",
      itemLabel: "Slide",
      titleField: "title",
      max: 12,
      fields: [
        { name: "image", label: "Picture", widget: "image" },
        { name: "title", label: "Title", widget: "text" },
        { name: "text", label: "Text", widget: "text", multiline: true },
      ],
    },
  ],
});
