/**
 * Shown beside the lead notification email, and after saving one, on a server without SMTP_URL:
 * the address is kept, but nothing is mailed until mail is configured (`docs/product.md#lead-capture`).
 */
export const NO_MAIL_WARNING =
  "This server sends no email yet, so no notification will reach this address until mail is configured: whoever runs the server sets SMTP_URL (see the README). New leads still arrive in the inbox.";
