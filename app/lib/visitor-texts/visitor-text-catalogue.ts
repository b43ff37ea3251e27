/**
 * Every text the product writes on a visitor's page, in English, as ICU MessageFormat
 * (docs/product.md#texts-visitors-read). The English texts of error pages are the ones
 * docs/product.md#error-texts fixes, spelled exactly so. Each language's translation is a file in
 * ./translations typed by this list, so a text missing from one fails the type check.
 */
export const ENGLISH_VISITOR_TEXTS = {
  formOptional: "(optional)",
  formName: "Name",
  formEmail: "Email",
  formPhone: "Phone",
  formMessage: "Message",
  formSend: "Send",
  formThankYou: "Thank you!",
  formRequired: "Please fill in this field.",
  formEmailInvalid: "Use an email address like name@example.com.",
  formPhoneInvalid: "Use a phone number like +44 20 7946 0000.",
  formPhoneCountry: "Use a phone number with its country code, like +44 20 7946 0000.",
  formTooLong: "At most {max, number} characters.",
  formConsent: "Please tick the box to send your message.",
  formEmpty: "Please fill in at least one field.",
  formCheck: "Please check the highlighted fields.",
  formNotSent: "Not sent: check your connection and try again.",
  formFailed: "Your message could not be sent because of an error on our side. Please try again in a moment.",
  formTooManySeconds: "Your message could not be sent: too many messages arrived here in a short time. Please try again in {seconds, plural, one {# second} other {# seconds}}.",
  formTooManyMinutes: "Your message could not be sent: too many messages arrived here in a short time. Please try again in {minutes, plural, one {# minute} other {# minutes}}.",
  formCheckTitle: "Please check your details",
  formBackTo: "Back to {site}",
  carouselSlides: "Slides",
  carouselStrip: "{title}: {count, plural, one {# slide} other {# slides}}, scroll sideways",
  carouselChoose: "{title}: choose a slide",
  carouselSlideOf: "Slide {number, number} of {count, number}",
  navMain: "Main",
  navFooter: "Footer",
  navSocial: "Social media",
  navPages: "Pages",
  navLegal: "Legal",
  navLanguages: "Languages",
  skipToContent: "Skip to content",
  pricingPopular: "Popular",
  errorNotFoundTitle: "Page not found",
  errorNotFound: "Page not found: {path}",
  errorMethodNotAllowed: "Method not allowed",
  errorOccured: "Error occured",
  errorTryLater: "Please try again later.",
  errorHomeLink: "Go to the home page of {site}",
  passwordTitle: "Password required",
  passwordHeading: "This page is protected",
  passwordLabel: "Password",
  passwordOpen: "Open",
  passwordWrong: "That is not the password. Try again.",
  passwordEmpty: "Enter the password.",
  passwordTooLong: "That is longer than any password here. Check it and try again.",
  passwordTooMany: "Too many attempts from your address. Wait {minutes, plural, one {# minute} other {# minutes}}, then try again.",
} as const;

export type VisitorTextId = keyof typeof ENGLISH_VISITOR_TEXTS;

/** A language's texts: every one of them, so a translation can never lack a text. */
export type VisitorTextCatalogue = Record<VisitorTextId, string>;

export const VISITOR_TEXT_IDS = Object.keys(ENGLISH_VISITOR_TEXTS) as VisitorTextId[];

/** Where each text shows, for the partner who changes it in Settings. */
export const VISITOR_TEXT_GROUPS: readonly { title: string; ids: readonly VisitorTextId[] }[] = [
  {
    title: "Contact forms",
    ids: [
      "formName",
      "formEmail",
      "formPhone",
      "formMessage",
      "formOptional",
      "formSend",
      "formThankYou",
      "formRequired",
      "formEmailInvalid",
      "formPhoneInvalid",
      "formPhoneCountry",
      "formTooLong",
      "formConsent",
      "formEmpty",
      "formCheck",
      "formNotSent",
      "formFailed",
      "formTooManySeconds",
      "formTooManyMinutes",
      "formCheckTitle",
      "formBackTo",
    ],
  },
  { title: "Carousels", ids: ["carouselSlides", "carouselStrip", "carouselChoose", "carouselSlideOf"] },
  { title: "Menus read by screen readers", ids: ["skipToContent", "navMain", "navFooter", "navPages", "navSocial", "navLegal", "navLanguages"] },
  { title: "Pricing", ids: ["pricingPopular"] },
  { title: "Error pages", ids: ["errorNotFoundTitle", "errorNotFound", "errorMethodNotAllowed", "errorOccured", "errorTryLater", "errorHomeLink"] },
  { title: "Password-protected pages", ids: ["passwordTitle", "passwordHeading", "passwordLabel", "passwordOpen", "passwordWrong", "passwordEmpty", "passwordTooLong", "passwordTooMany"] },
];
