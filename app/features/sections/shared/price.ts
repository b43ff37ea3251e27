/** A price in the page's language, without decimals when it is a whole amount. */
export function formatPrice(amount: number, currency: string, locale: string): string {
  const options: Intl.NumberFormatOptions = {
    style: "currency",
    currency,
    ...(Number.isInteger(amount) ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  };
  try {
    return new Intl.NumberFormat(locale, options).format(amount);
  } catch {
    // An unknown locale tag must not take the page down.
    return new Intl.NumberFormat("en", options).format(amount);
  }
}
