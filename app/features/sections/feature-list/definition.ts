import { defineSection } from "../define-section";
import { ICON_OPTIONS } from "../shared/icons";
import { FeatureListSection } from "./render";
import { featureListSchema } from "./schema";

export const featureListDefinition = defineSection({
  type: "feature-list",
  label: "Feature list",
  description: "A grid of short benefits, each with an icon, a title and a sentence.",
  themedVariants: ["casper", "kale", "studio"],
  version: 1,
  schema: featureListSchema,
  Render: FeatureListSection,
  fields: [
    { name: "eyebrow", label: "Eyebrow", widget: "text" },
    { name: "title", label: "Title", widget: "text" },
    { name: "intro", label: "Introduction", widget: "text", multiline: true },
    {
      name: "features",
      label: "Features",
      widget: "items",
      itemLabel: "Feature",
      titleField: "title",
      max: 12,
      fields: [
        { name: "icon", label: "Icon", widget: "listbox", options: ICON_OPTIONS },
        { name: "title", label: "Title", widget: "text" },
        { name: "text", label: "Text", widget: "text", multiline: true },
      ],
    },
  ],
});
