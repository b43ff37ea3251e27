import { describe, expect, it } from "vitest";
import { ENGLISH_VISITOR_TEXTS, VISITOR_TEXT_GROUPS, VISITOR_TEXT_IDS } from "./visitor-text-catalogue";
import { defaultVisitorText, TRANSLATED_LANGUAGES, visitorTextPlaceholders, visitorTextProblem, visitorTextsFor, visitorTextsOfSite } from "./visitor-texts";

const SAMPLE = { max: 120, seconds: 1, minutes: 2, site: "Crumb & Co", title: "Cakes", count: 5, number: 2, path: "/crumbandco/x" };

describe("visitor texts", () => {
  it("ship in the ten languages the product promises", () => {
    expect(TRANSLATED_LANGUAGES.sort()).toEqual(["ar", "de", "en", "es", "fr", "he", "it", "nl", "pl", "pt"]);
  });

  it.each(TRANSLATED_LANGUAGES)("in %s, say every text with the English one's placeholders and nothing left unformatted", (language) => {
    const texts = visitorTextsFor(language);
    for (const id of VISITOR_TEXT_IDS) {
      const source = defaultVisitorText(id, language);
      expect(visitorTextProblem(id, source), `${language} ${id}`).toBeNull();
      // Every placeholder English uses is used: a translation cannot drop the path or the site's name.
      for (const name of visitorTextPlaceholders(id)) expect(source, `${language} ${id} uses {${name}}`).toMatch(new RegExp(`\\{${name}[,}]`));
      const said = texts.text(id, SAMPLE);
      expect(said, `${language} ${id}`).not.toMatch(/[{}#]/);
    }
    // A few words are the same in English (Name, Password, Email); more than that is an untranslated copy.
    const asInEnglish = VISITOR_TEXT_IDS.filter((id) => defaultVisitorText(id, language) === ENGLISH_VISITOR_TEXTS[id]);
    if (language !== "en") expect(asInEnglish.length, asInEnglish.join(", ")).toBeLessThanOrEqual(3);
  });

  it("follow each language's plural rules and number digits", () => {
    const plural = (language: string, minutes: number) => visitorTextsFor(language).text("passwordTooMany", { minutes });
    expect(plural("en", 1)).toContain("Wait 1 minute,");
    expect(plural("en", 10)).toContain("Wait 10 minutes,");
    expect(plural("pl", 1)).toContain("1 minutę");
    expect(plural("pl", 3)).toContain("3 minuty");
    expect(plural("pl", 10)).toContain("10 minut,");
    expect(plural("ar", 2)).toContain("دقيقتين");
    expect(plural("he", 2)).toContain("שתי דקות");
    expect(visitorTextsFor("de").text("formTooLong", { max: 5000 })).toBe("Höchstens 5.000 Zeichen.");
    expect(visitorTextsFor("fr").text("carouselStrip", { title: "Gâteaux", count: 1 })).toBe("Gâteaux\u00a0: 1 diapositive, faites défiler sur le côté");
  });

  it("take a regional tag's language and fall back to English for one they do not ship", () => {
    expect(visitorTextsFor("fr-CA").text("formSend")).toBe("Envoyer");
    expect(visitorTextsFor("pt-PT").text("formSend")).toBe("Enviar");
    expect(visitorTextsFor("ja").text("formSend")).toBe("Send");
    // English keeps the spelling docs/product.md#error-texts fixes.
    expect(visitorTextsFor("en-GB").text("errorOccured")).toBe("Error occured");
    expect(visitorTextsFor("en").text("errorNotFound", { path: "/a/b?c" })).toBe("Page not found: /a/b?c");
  });

  it("use a partner's wording where they gave one, with its placeholders, and keep a regrouped list complete", () => {
    const texts = visitorTextsFor("fr", { formSend: "Commander", formBackTo: "Revenir chez {site}" });
    expect(texts.text("formSend")).toBe("Commander");
    expect(texts.text("formBackTo", { site: "Crumb" })).toBe("Revenir chez Crumb");
    expect(texts.text("formName")).toBe("Nom");
    expect(VISITOR_TEXT_GROUPS.flatMap((group) => group.ids).sort()).toEqual([...VISITOR_TEXT_IDS].sort());
  });

  it("on a page in another language than its site, say that language's texts, not the site's wording", () => {
    const site = { language: "fr", visitorTexts: { formSend: "Commander" } };
    expect(visitorTextsOfSite(site).text("formSend")).toBe("Commander");
    expect(visitorTextsOfSite(site, "fr-BE").text("formSend")).toBe("Commander");
    expect(visitorTextsOfSite(site, "en-GB").text("formSend")).toBe("Send");
    expect(visitorTextsOfSite(site, "ar").language).toBe("ar");
    expect(visitorTextsOfSite({}).text("errorOccured")).toBe("Error occured");
  });

  it("refuse a partner's wording with unknown placeholders, broken braces or too many characters", () => {
    expect(visitorTextProblem("formBackTo", "Back to {shop}")).toBe("This text can only use {site}, not {shop}.");
    expect(visitorTextProblem("formSend", "Send {now}")).toBe("This text has no placeholders to use, not {now}.");
    expect(visitorTextProblem("formSend", "Send {")).toMatch(/^Check the braces/);
    expect(visitorTextProblem("formSend", "x".repeat(501))).toBe("A text can be at most 500 characters.");
    expect(visitorTextProblem("formSend", "Send it '{'now'}'")).toBeNull();
    expect(visitorTextProblem("formBackTo", "Home")).toBeNull();
  });
});
