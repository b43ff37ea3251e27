import { defineSection } from "../define-section";
import { ContactSection } from "./render";
import { contactFormWording } from "./form-wording";
import { fitted, freeAnchor } from "../project-context";
import { CONTACT_ADDRESS_MAX, CONTACT_PHONE_MAX, contactSchema, MAX_CUSTOM_FIELDS } from "./schema";

export const contactDefinition = defineSection({
  type: "contact",
  label: "Contact",
  description: "A contact form that sends you leads, with your email, phone and address beside it.",
  themedVariants: ["casper", "kale", "studio"],
  version: 1,
  schema: contactSchema,
  fromProject: (project) => ({
    ...contactFormWording(project.language),
    anchor: freeAnchor(project, "contact"),
    email: project.contact.email,
    phone: fitted(project.contact.phone, CONTACT_PHONE_MAX),
    address: fitted(project.contact.address, CONTACT_ADDRESS_MAX),
  }),
  Render: ContactSection,
  fields: [
    { name: "title", label: "Title", widget: "text" },
    { name: "text", label: "Text", widget: "text", multiline: true },
    { name: "email", label: "Email shown", widget: "text" },
    { name: "phone", label: "Phone shown", widget: "phone" },
    { name: "address", label: "Address shown", widget: "text" },
    { name: "askName", label: "Ask for a name", widget: "switch" },
    { name: "requireName", label: "Name is required", widget: "switch" },
    { name: "nameLabel", label: "Label of the name field", widget: "text" },
    { name: "askEmail", label: "Ask for an email address", widget: "switch" },
    { name: "requireEmail", label: "Email is required", widget: "switch" },
    { name: "emailLabel", label: "Label of the email field", widget: "text" },
    { name: "askPhone", label: "Ask for a phone number", widget: "switch" },
    { name: "requirePhone", label: "Phone is required", widget: "switch" },
    { name: "phoneLabel", label: "Label of the phone field", widget: "text" },
    { name: "askMessage", label: "Ask for a message", widget: "switch" },
    { name: "requireMessage", label: "Message is required", widget: "switch" },
    { name: "messageLabel", label: "Label of the message field", widget: "text" },
    {
      name: "customFields",
      label: "Your own fields",
      help: `Up to ${MAX_CUSTOM_FIELDS} more questions, such as company or budget.`,
      widget: "items",
      itemLabel: "Field",
      titleField: "label",
      max: MAX_CUSTOM_FIELDS,
      fields: [
        { name: "label", label: "Label", widget: "text" },
        { name: "required", label: "Required", widget: "switch" },
        { name: "multiline", label: "Several lines", widget: "switch" },
      ],
    },
    { name: "consentText", label: "Consent text", help: "When set, visitors must tick a box with this text before sending.", widget: "text", multiline: true },
    { name: "submitLabel", label: "Button label", widget: "text" },
    { name: "successMessage", label: "Success message", widget: "text", multiline: true },
    { name: "redirectUrl", label: "Address after sending", help: "An http(s) address visitors go to after sending; leave empty to show the success message.", widget: "text" },
  ],
});
