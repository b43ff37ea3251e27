import { describe, expect, test } from "vitest";
import { validateSection } from "./render-sections";
import { PRICE_MESSAGES, priceSchema, readPrice } from "./money";
import { renderToStaticMarkup } from "react-dom/server";
import { priceParts } from "./shared/price";
import { PriceText } from "./shared/price-text";

const formatPrice = (amount: string, currency: string, locale: string) =>
  priceParts(amount, currency, locale)
    .map((part) => part.value)
    .join("");

describe("a price is read exactly as the partner typed it", () => {
  test.each(["4.05", "10.00", "1.09", "2.05", "0", "0.5", "99999999.99", "100000000"])("%s is taken as %s", (typed) => {
    expect(readPrice(typed)).toEqual({ ok: true, amount: typed });
  });

  test("a decimal comma is a decimal point: 1,5 is 1.5, not 15", () => {
    expect(readPrice("1,5")).toEqual({ ok: true, amount: "1.5" });
    expect(readPrice("2,05")).toEqual({ ok: true, amount: "2.05" });
  });

  test("a point still being typed reads as the whole amount, and leading zeros are dropped", () => {
    expect(readPrice("4.")).toEqual({ ok: true, amount: "4" });
    expect(readPrice("007")).toEqual({ ok: true, amount: "7" });
  });

  test.each([
    ["-3", PRICE_MESSAGES.negative],
    ["1e3", PRICE_MESSAGES.notDigits],
    ["", PRICE_MESSAGES.empty],
    ["  ", PRICE_MESSAGES.empty],
    ["12 000", PRICE_MESSAGES.notDigits],
    ["€5", PRICE_MESSAGES.notDigits],
    ["1,234.50", PRICE_MESSAGES.separators],
    ["1.234", PRICE_MESSAGES.decimals],
    ["4.055", PRICE_MESSAGES.decimals],
    ["100000000.01", PRICE_MESSAGES.tooLarge],
    ["1000000000", PRICE_MESSAGES.tooLarge],
  ])("%j is refused with a plain message", (typed, message) => {
    expect(readPrice(typed)).toEqual({ ok: false, message });
  });

  test("the stored form is the one readPrice gives; anything else is refused, never changed", () => {
    expect(priceSchema.safeParse("4.05").success).toBe(true);
    expect(priceSchema.safeParse("1,5").error?.issues[0]?.message).toBe(PRICE_MESSAGES.notStored);
    expect(priceSchema.safeParse("-3").error?.issues[0]?.message).toBe(PRICE_MESSAGES.negative);
    expect(priceSchema.safeParse(4.05).error?.issues[0]?.message).toBe(PRICE_MESSAGES.empty);
  });
});

describe("a price is shown with Intl.NumberFormat in the section's currency, exactly", () => {
  test.each([
    ["4.05", "EUR", "en", "€4.05"],
    ["10.00", "EUR", "en", "€10.00"],
    ["1.09", "EUR", "en", "€1.09"],
    ["9", "EUR", "en", "€9"],
    ["32.5", "EUR", "en", "€32.50"],
    ["99999999.99", "USD", "en", "$99,999,999.99"],
    ["1234.5", "EUR", "de", "1.234,50 €"],
    ["1500", "JPY", "en", "¥1,500"],
    ["0.07", "GBP", "en", "£0.07"],
  ])("%s %s in %s reads %s", (amount, currency, locale, shown) => {
    expect(formatPrice(amount, currency, locale).replace(/\u00a0/g, " ")).toBe(shown);
  });

  test("a price beyond a float's precision keeps every digit", () => {
    expect(formatPrice("90071992547409.93", "EUR", "en")).toBe("€90,071,992,547,409.93");
  });
});

describe("priced sections stored before version 2 keep their prices exactly", () => {
  test("numbers of plans, products and a product detail become the same decimal text", () => {
    const plans = [9, 4.05, 10, 1.09].map((price, index) => ({ id: `p${index}`, name: "Plan", price }));
    const pricing = validateSection({ id: "s1", type: "pricing", variant: "default", props: { plans }, version: 1 });
    expect(pricing.ok && pricing.section.version).toBe(2);
    expect(pricing.ok && (pricing.section.props.plans as { price: string }[]).map((plan) => plan.price)).toEqual(["9", "4.05", "10", "1.09"]);

    const list = validateSection({ id: "s2", type: "product-list", variant: "default", props: { products: [32.5, 2.05, 0.1].map((price, index) => ({ id: `p${index}`, price })) } });
    expect(list.ok && (list.section.props.products as { price: string }[]).map((product) => product.price)).toEqual(["32.5", "2.05", "0.1"]);

    const detail = validateSection({ id: "s3", type: "product-detail", variant: "default", props: { price: 24.99 } });
    expect(detail.ok && detail.section.props.price).toBe("24.99");
  });

  test("a stored price that was never valid is refused, not changed", () => {
    const negative = validateSection({ id: "s1", type: "product-detail", variant: "default", props: { price: -3 } });
    expect(negative.ok).toBe(false);
    expect(!negative.ok && negative.problem.message).toContain(PRICE_MESSAGES.negative);
  });
});

describe("a price on a page", () => {
  test("keeps its currency sign whole in right-to-left text, with nothing between the other parts", () => {
    expect(renderToStaticMarkup(<PriceText amount="9.00" currency="USD" locale="ar" />)).toBe("\u200f9.00\u00a0<bdi>US$</bdi>");
    expect(renderToStaticMarkup(<PriceText amount="4.05" currency="EUR" locale="en" />)).toBe("<bdi>€</bdi>4.05");
  });
});
