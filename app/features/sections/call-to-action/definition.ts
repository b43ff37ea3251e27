import { defineSection } from "../define-section";
import { CallToActionSection } from "./render";
import { callToActionSchema } from "./schema";

export const callToActionDefinition = defineSection({
  type: "call-to-action",
  label: "Call to action",
  description: "A short, bold invitation with one or two buttons.",
  themedVariants: ["casper", "kale", "studio"],
  version: 1,
  schema: callToActionSchema,
  Render: CallToActionSection,
  fields: [
    { name: "title", label: "Title", widget: "text" },
    { name: "text", label: "Text", widget: "text", multiline: true },
    { name: "primaryAction", label: "Main button", widget: "link", optional: true },
    { name: "secondaryAction", label: "Second button", widget: "link", optional: true },
  ],
});
