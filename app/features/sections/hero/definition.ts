import { defineSection } from "../define-section";
import { HeroSection } from "./render";
import { anchorOfType, contactLink } from "../project-context";
import { heroSchema } from "./schema";

export const heroDefinition = defineSection({
  type: "hero",
  label: "Hero",
  description: "The first thing visitors see: your main promise, a short text, buttons and a picture.",
  themedVariants: ["casper", "kale", "studio"],
  leadsPage: true,
  version: 1,
  schema: heroSchema,
  fromProject: (project) => {
    const pricing = anchorOfType(project, "pricing");
    return {
      title: project.siteName ? `Welcome to ${project.siteName}` : undefined,
      primaryAction: contactLink(project, "Get in touch"),
      secondaryAction: pricing ? { label: "See pricing", href: pricing } : null,
    };
  },
  Render: HeroSection,
  fields: [
    { name: "eyebrow", label: "Eyebrow", widget: "text", help: "A short line above the title." },
    { name: "title", label: "Title", widget: "text" },
    { name: "text", label: "Text", widget: "rich-text" },
    { name: "primaryAction", label: "Main button", widget: "link", optional: true },
    { name: "secondaryAction", label: "Second button", widget: "link", optional: true },
    { name: "image", label: "Picture", widget: "image", optional: true },
  ],
});
