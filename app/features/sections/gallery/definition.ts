import { defineSection } from "../define-section";
import { GallerySection } from "./render";
import { gallerySchema } from "./schema";

export const galleryDefinition = defineSection({
  type: "gallery",
  label: "Gallery",
  description: "A grid of pictures with optional captions.",
  version: 1,
  schema: gallerySchema,
  Render: GallerySection,
  fields: [
    { name: "title", label: "Title", widget: "text" },
    {
      name: "columns",
      label: "Columns on wide screens",
      widget: "radio-group",
      options: [
        { value: "2", label: "Two" },
        { value: "3", label: "Three" },
      ],
    },
    {
      name: "pictures",
      label: "Pictures",
      widget: "items",
      itemLabel: "Picture",
      titleField: "caption",
      max: 24,
      fields: [
        { name: "image", label: "Picture", widget: "image" },
        { name: "caption", label: "Caption", widget: "text" },
      ],
    },
  ],
});
