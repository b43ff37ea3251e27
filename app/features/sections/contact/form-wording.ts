import { isTranslatedLanguage, visitorTextsFor } from "~/lib/visitor-texts/visitor-texts";
import type { ContactContent } from "./schema";

/**
 * A new contact form's labels, button and thanks in the site's language (docs/product.md#texts-visitors-read).
 * A site in English, or in a language the product has no texts in, keeps the section's own defaults.
 */
export function contactFormWording(language: string | undefined): Partial<ContactContent> {
  if (!language || !isTranslatedLanguage(language)) return {};
  const texts = visitorTextsFor(language);
  return {
    nameLabel: texts.text("formName"),
    emailLabel: texts.text("formEmail"),
    phoneLabel: texts.text("formPhone"),
    messageLabel: texts.text("formMessage"),
    submitLabel: texts.text("formSend"),
    successMessage: texts.text("formThankYou"),
  };
}
