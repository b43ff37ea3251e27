import { defineSection } from "../define-section";
import { ContactSection } from "./render";
import { contactSchema } from "./schema";

export const contactDefinition = defineSection({
  type: "contact",
  label: "Contact",
  description: "A contact form that sends you leads, with your email, phone and address beside it.",
  themedVariants: ["casper", "kale", "studio"],
  schema: contactSchema,
  Render: ContactSection,
  fields: [
    { name: "title", label: "Title", widget: "text" },
    { name: "text", label: "Text", widget: "text", multiline: true },
    { name: "email", label: "Email shown", widget: "text" },
    { name: "phone", label: "Phone shown", widget: "text" },
    { name: "address", label: "Address shown", widget: "text" },
    { name: "askPhone", label: "Ask for a phone number", widget: "switch" },
    { name: "askMessage", label: "Ask for a message", widget: "switch" },
    { name: "nameLabel", label: "Label of the name field", widget: "text" },
    { name: "emailLabel", label: "Label of the email field", widget: "text" },
    { name: "phoneLabel", label: "Label of the phone field", widget: "text" },
    { name: "messageLabel", label: "Label of the message field", widget: "text" },
    { name: "submitLabel", label: "Button label", widget: "text" },
  ],
});
