/** Digits after the decimal point the currency usually shows (2 for EUR, 0 for JPY). */
function currencyDigits(currency: string): number {
  return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * A stored price ("4.05", "10.00", "9") in the page's language, in parts (number, currency sign,
 * spaces) so a page can keep the sign whole in right-to-left text. The decimal text is formatted as
 * it is, never through a binary float, so no rounding can change it; a price typed without
 * decimals shows none, one typed with decimals shows the currency's usual digits, and never
 * fewer than were typed (docs/product.md#numbers-and-prices).
 */
export function priceParts(amount: string, currency: string, locale: string): Intl.NumberFormatPart[] {
  const typedDigits = amount.split(".")[1]?.length ?? 0;
  const digits = typedDigits === 0 ? 0 : Math.max(typedDigits, currencyDigits(currency));
  const options: Intl.NumberFormatOptions = { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits };
  // Intl formats a decimal string exactly (ECMA-402 StringNumericLiteral).
  const exact = amount as Intl.StringNumericLiteral;
  try {
    return new Intl.NumberFormat(locale, options).formatToParts(exact);
  } catch {
    // An unknown locale tag must not take the page down.
    return new Intl.NumberFormat("en", options).formatToParts(exact);
  }
}
