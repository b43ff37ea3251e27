import { defineSection } from "../define-section";
import { ContentSection } from "./render";
import { contentSchema } from "./schema";

export const contentDefinition = defineSection({
  type: "content",
  label: "Content",
  description: "A title and paragraphs of text, with lists, links and emphasis.",
  version: 1,
  schema: contentSchema,
  Render: ContentSection,
  fields: [
    { name: "title", label: "Title", widget: "text" },
    { name: "text", label: "Text", widget: "rich-text" },
    {
      name: "align",
      label: "Alignment",
      widget: "radio-group",
      options: [
        { value: "left", label: "Left" },
        { value: "center", label: "Centred" },
      ],
    },
    { name: "background", label: "Background colour", widget: "colour", help: "Text turns black or white to stay readable." },
  ],
});
