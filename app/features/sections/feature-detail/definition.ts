import { defineSection } from "../define-section";
import { FeatureDetailSection } from "./render";
import { featureDetailSchema } from "./schema";

export const featureDetailDefinition = defineSection({
  type: "feature-detail",
  label: "Feature detail",
  description: "One feature explained at length, with a picture on the left or right.",
  version: 1,
  schema: featureDetailSchema,
  Render: FeatureDetailSection,
  fields: [
    { name: "eyebrow", label: "Eyebrow", widget: "text" },
    { name: "title", label: "Title", widget: "text" },
    { name: "text", label: "Text", widget: "rich-text" },
    { name: "image", label: "Picture", widget: "image", optional: true },
    {
      name: "imagePosition",
      label: "Picture on the",
      widget: "radio-group",
      options: [
        { value: "left", label: "Left" },
        { value: "right", label: "Right" },
      ],
    },
    { name: "action", label: "Button", widget: "link", optional: true },
  ],
});
