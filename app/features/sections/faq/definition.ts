import { defineSection } from "../define-section";
import { FaqSection } from "./render";
import { freeAnchor } from "../project-context";
import { faqSchema } from "./schema";

export const faqDefinition = defineSection({
  type: "faq",
  label: "FAQ",
  description: "Questions that open to show their answer, without any JavaScript.",
  version: 1,
  schema: faqSchema,
  fromProject: (project) => ({ anchor: freeAnchor(project, "faq") }),
  Render: FaqSection,
  fields: [
    { name: "title", label: "Title", widget: "text" },
    { name: "intro", label: "Introduction", widget: "text", multiline: true },
    {
      name: "questions",
      label: "Questions",
      widget: "items",
      itemLabel: "Question",
      titleField: "question",
      max: 30,
      fields: [
        { name: "question", label: "Question", widget: "text" },
        { name: "answer", label: "Answer", widget: "rich-text" },
      ],
    },
  ],
});
