import { defineSection } from "../define-section";
import { LogoShowcaseSection } from "./render";
import { logoShowcaseSchema } from "./schema";

export const logoShowcaseDefinition = defineSection({
  type: "logo-showcase",
  label: "Logo showcase",
  description: "A row of customer or partner logos.",
  version: 1,
  schema: logoShowcaseSchema,
  Render: LogoShowcaseSection,
  fields: [
    { name: "title", label: "Title", widget: "text" },
    {
      name: "logos",
      label: "Logos",
      widget: "items",
      itemLabel: "Logo",
      titleField: "href",
      max: 16,
      fields: [
        { name: "image", label: "Logo", widget: "image", help: "The text alternative should be the company's name." },
        { name: "href", label: "Links to", widget: "href" },
      ],
    },
  ],
});
