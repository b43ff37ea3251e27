// The rule of docs/product.md#email-addresses: a local part (unquoted dot-atoms or a quoted string), '@', and a domain made of
// dotted names ending in a TLD of two or more letters, or a bracketed IPv4 address.
const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

/** Checks an address with that pattern after lower-casing it. */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(String(value).toLowerCase());
}
