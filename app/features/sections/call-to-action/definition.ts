import { defineSection } from "../define-section";
import { CallToActionSection } from "./render";
import { anchorOfType, contactLink } from "../project-context";
import { callToActionSchema } from "./schema";

export const callToActionDefinition = defineSection({
  type: "call-to-action",
  label: "Call to action",
  description: "A short, bold invitation with one or two buttons.",
  themedVariants: ["casper", "kale", "studio"],
  version: 1,
  schema: callToActionSchema,
  fromProject: (project) => {
    const primaryAction = contactLink(project, "Get in touch");
    // A second button only when it leads somewhere the first does not: the project's email beside its form.
    const email = project.contact.email && anchorOfType(project, "contact") ? { label: "Email us", href: `mailto:${project.contact.email}` } : null;
    return { primaryAction, secondaryAction: email };
  },
  Render: CallToActionSection,
  fields: [
    { name: "title", label: "Title", widget: "text" },
    { name: "text", label: "Text", widget: "text", multiline: true },
    { name: "primaryAction", label: "Main button", widget: "link", optional: true },
    { name: "secondaryAction", label: "Second button", widget: "link", optional: true },
  ],
});
