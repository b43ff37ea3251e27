import { describe, expect, it } from "vitest";
import {
  buildTelegramLink,
  buildWhatsAppLink,
  COUNTRY_MESSAGE,
  MAX_MESSAGE_LENGTH,
  messagingAppOf,
  phoneCountries,
  PHONE_INVALID_MESSAGE,
  PHONE_MISSING_MESSAGE,
  USERNAME_MESSAGE,
} from "./messaging-links";

function whatsApp(country: string, phone: string, message?: string): string {
  const result = buildWhatsAppLink({ country, phone, message });
  if (!result.ok) throw new Error(result.message);
  return result.url;
}

describe("WhatsApp click-to-chat links", () => {
  it.each([
    ["US", "(201) 555-0123", "12015550123"],
    ["DE", "01512 3456789", "4915123456789"],
    ["GB", "07400 123456", "447400123456"],
    ["FR", "06 12 34 56 78", "33612345678"],
    ["IN", "081234 56789", "918123456789"],
    ["BR", "(11) 96123-4567", "5511961234567"],
    ["NG", "0802 123 4567", "2348021234567"],
    ["JP", "090-1234-5678", "819012345678"],
  ])("turns a %s number written locally (%s) into wa.me/%s", (country, phone, digits) => {
    expect(whatsApp(country, phone)).toBe(`https://wa.me/${digits}`);
  });

  it("lets a number written with its own + prefix win over the chosen country", () => {
    expect(whatsApp("US", "+49 1512 3456789")).toBe("https://wa.me/4915123456789");
  });

  it("encodes emoji, ampersands, hashes and new lines so the message arrives as typed", () => {
    const message = "Hi 👋 I'd like a quote for R&D\nOrder #42 — café ☕";
    const url = whatsApp("DE", "01512 3456789", message);
    expect(url).toBe(
      "https://wa.me/4915123456789?text=Hi%20%F0%9F%91%8B%20I'd%20like%20a%20quote%20for%20R%26D%0AOrder%20%2342%20%E2%80%94%20caf%C3%A9%20%E2%98%95",
    );
    const parsed = new URL(url);
    expect(parsed.hash).toBe("");
    expect([...parsed.searchParams.keys()]).toEqual(["text"]);
    expect(parsed.searchParams.get("text")).toBe(message);
  });

  it("writes Windows new lines as plain new lines and trims the message", () => {
    expect(whatsApp("US", "2015550123", "  line one\r\nline two\r\n")).toBe("https://wa.me/12015550123?text=line%20one%0Aline%20two");
  });

  it("leaves the text parameter out when there is no message", () => {
    expect(whatsApp("US", "2015550123", "   ")).toBe("https://wa.me/12015550123");
  });

  it.each([
    ["DE", "123"],
    ["US", "555-0000"],
    ["GB", "07400 12345678901"],
    ["FR", "call me"],
    ["IN", "+999 123 456"],
  ])("refuses the invalid %s number %s with a clear message", (country, phone) => {
    expect(buildWhatsAppLink({ country, phone })).toEqual({ ok: false, field: "phone", message: PHONE_INVALID_MESSAGE });
  });

  it("asks for a number when none is given and for a country it knows", () => {
    expect(buildWhatsAppLink({ country: "US", phone: "  " })).toEqual({ ok: false, field: "phone", message: PHONE_MISSING_MESSAGE });
    expect(buildWhatsAppLink({ country: "XX", phone: "2015550123" })).toEqual({ ok: false, field: "country", message: COUNTRY_MESSAGE });
  });

  it("refuses a message longer than the limit", () => {
    const result = buildWhatsAppLink({ country: "US", phone: "2015550123", message: "a".repeat(MAX_MESSAGE_LENGTH + 1) });
    expect(result).toMatchObject({ ok: false, field: "message" });
  });

  it("lists countries by name with their calling codes", () => {
    const countries = phoneCountries();
    expect(countries.find((country) => country.code === "DE")).toEqual({ code: "DE", name: "Germany", callingCode: "49" });
    expect(countries.length).toBeGreaterThan(200);
  });
});

describe("Telegram links", () => {
  it.each([
    ["pagewright", "https://t.me/pagewright"],
    ["@Page_Wright_2", "https://t.me/Page_Wright_2"],
    ["https://t.me/shop_support", "https://t.me/shop_support"],
    ["abcde", "https://t.me/abcde"],
    ["a".repeat(32), `https://t.me/${"a".repeat(32)}`],
  ])("accepts %s", (username, url) => {
    expect(buildTelegramLink({ username })).toEqual({ ok: true, url });
  });

  it.each(["abcd", "a".repeat(33), "1shop", "shop-support", "shop support", "shöp_x", "", "@"])("refuses the username %j", (username) => {
    expect(buildTelegramLink({ username })).toEqual({ ok: false, field: "username", message: USERNAME_MESSAGE });
  });
});

describe("recognising messaging links for the redirect", () => {
  it("accepts exactly what the builders make", () => {
    expect(messagingAppOf(whatsApp("DE", "01512 3456789", "Hi & #1\n👋"))).toBe("whatsapp");
    expect(messagingAppOf("https://t.me/pagewright")).toBe("telegram");
  });

  it.each([
    "http://wa.me/4915123456789",
    "https://wa.me.evil.example/4915123456789",
    "https://evil.example/?https://wa.me/1",
    "https://wa.me/4915123456789?text=hi&next=https://evil.example",
    "https://wa.me/4915123456789#frag",
    "https://user@wa.me/4915123456789",
    "https://t.me/pagewright?start=1",
    "https://t.me/joinchat/abc",
    "javascript:alert(1)",
    "not a url",
  ])("refuses %s", (url) => {
    expect(messagingAppOf(url)).toBeNull();
  });
});
