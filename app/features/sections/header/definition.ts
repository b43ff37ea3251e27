import { defineSection } from "../define-section";
import { HeaderSection } from "./render";
import { headerSchema } from "./schema";

export const headerDefinition = defineSection({
  type: "header",
  label: "Header",
  description: "Your site name or logo and links to the pages of the project.",
  themedVariants: ["casper", "kale", "studio"],
  version: 1,
  schema: headerSchema,
  Render: HeaderSection,
  fields: [
    { name: "siteName", label: "Site name", widget: "text" },
    { name: "logo", label: "Logo", widget: "image", optional: true, help: "Shown instead of the site name; the site name becomes its text alternative." },
    {
      name: "links",
      label: "Navigation",
      widget: "items",
      itemLabel: "Link",
      titleField: "label",
      max: 8,
      fields: [
        { name: "label", label: "Label", widget: "text" },
        { name: "href", label: "Goes to", widget: "href" },
      ],
    },
    { name: "cta", label: "Button", widget: "link", optional: true },
  ],
});
