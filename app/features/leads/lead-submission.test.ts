import { describe, expect, it } from "vitest";
import { contactSchema } from "~/features/sections/contact/schema";
import { visitorTextsFor } from "~/lib/visitor-texts/visitor-texts";
import { cleanText, isPlausiblePhone, searchTextOf, validateSubmission } from "./lead-submission";

const minimal = contactSchema.parse({});
const ENGLISH = visitorTextsFor("en");

describe("validating a submission", () => {
  it("asks for name and email by default, with the product's email rule", () => {
    expect(validateSubmission(minimal, { name: "Ada", email: "ada@example.com" }, ENGLISH)).toEqual({ ok: true, fields: { name: "Ada", email: "ada@example.com", custom: [] } });
    const refused = validateSubmission(minimal, { name: "", email: "ada@localhost" }, ENGLISH);
    expect(refused).toMatchObject({ ok: false, errors: { name: "Please fill in this field.", email: "Use an email address like name@example.com." } });
    expect(validateSubmission(minimal, { name: "Ada", email: "a@[192.168.0.1]" }, ENGLISH).ok).toBe(true);
  });

  it("ignores fields the section does not ask for and fields nobody knows", () => {
    const result = validateSubmission(minimal, { name: "Ada", email: "ada@example.com", phone: "+1 555", "custom-x": "y", role: "admin" }, ENGLISH);
    expect(result).toEqual({ ok: true, fields: { name: "Ada", email: "ada@example.com", custom: [] } });
  });

  it("refuses an empty submission when every field is optional", () => {
    const content = contactSchema.parse({ requireName: false, requireEmail: false });
    expect(validateSubmission(content, {}, ENGLISH)).toEqual({ ok: false, errors: {}, message: "Please fill in at least one field." });
  });

  it("keeps single-line answers on one line, strips control characters and repairs broken Unicode", () => {
    expect(cleanText("  Ada\r\n  Lovelace\u0000\u0007 ", false)).toBe("Ada Lovelace");
    expect(cleanText("line one\r\nline two\ttab", true)).toBe("line one\nline two\ttab");
    expect(cleanText("bad \ud800 half", true)).toBe("bad \ufffd half");
  });

  it("accepts an international number in any common spelling and refuses one without its country code, saying so", () => {
    for (const typed of ["+44 7911 654321", "+44 (0)7911 654321", "0044 7911 654321", "+1 415-555-0132", "+49.30.1234567"]) expect(isPlausiblePhone(typed), typed).toBe(true);
    for (const typed of ["+44 1", "call me", "555-1234", "030 1234567"]) expect(isPlausiblePhone(typed), typed).toBe(false);
    const form = contactSchema.parse({ askPhone: true, requireName: false, requireEmail: false });
    expect(validateSubmission(form, { phone: "+44 7911 654321" }, ENGLISH)).toMatchObject({ ok: true, fields: { phone: "+44 7911 654321" } });
    expect(validateSubmission(form, { phone: "555-1234" }, ENGLISH)).toMatchObject({ ok: false, errors: { phone: "Use a phone number with its country code, like +44 20 7946 0000." } });
    expect(validateSubmission(form, { phone: "+44 1" }, ENGLISH)).toMatchObject({ ok: false, errors: { phone: "Use a phone number like +44 20 7946 0000." } });
  });

  it("says its refusals in the site's language, or in the partner's own words", () => {
    const form = contactSchema.parse({ askPhone: true });
    const french = validateSubmission(form, { name: "", email: "ada@localhost", phone: "555-1234" }, visitorTextsFor("fr-CA"));
    expect(french).toMatchObject({
      ok: false,
      message: "Veuillez vérifier les champs signalés.",
      errors: { name: "Veuillez remplir ce champ.", email: "Saisissez une adresse e-mail comme nom@exemple.fr.", phone: "Saisissez un numéro de téléphone avec son indicatif pays, comme +33 1 23 45 67 89." },
    });
    expect(validateSubmission(minimal, { name: "x".repeat(121), email: "a@b.de" }, visitorTextsFor("de"))).toMatchObject({ errors: { name: "Höchstens 120 Zeichen." } });
    expect(validateSubmission(minimal, { name: "", email: "a@b.de" }, visitorTextsFor("en", { formRequired: "We need this one." }))).toMatchObject({ errors: { name: "We need this one." } });
  });

  it("counts length after trimming and names the limit", () => {
    const result = validateSubmission(minimal, { name: "x".repeat(121), email: "ada@example.com" }, ENGLISH);
    expect(result).toMatchObject({ ok: false, errors: { name: "At most 120 characters." } });
  });

  it("builds lower-case search text from every answer", () => {
    expect(searchTextOf({ name: "Ada", email: "ADA@x.io", custom: [{ id: "c", label: "Co", value: "Engines" }] })).toBe("ada\nada@x.io\nengines");
  });
});
