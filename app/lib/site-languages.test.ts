import { describe, expect, it } from "vitest";
import { isSiteLanguageTag, languageAttributes, SITE_LANGUAGES, siteLanguageForBrowser, siteLanguageOf } from "./site-languages";

const RIGHT_TO_LEFT_SCRIPTS = new Set(["Arab", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm", "Rohg"]);

describe("the languages a site can be written in", () => {
  it("lists each tag once, in its canonical BCP 47 spelling, with a name in itself and in English", () => {
    const tags = SITE_LANGUAGES.map((language) => language.tag);
    expect(new Set(tags.map((tag) => tag.toLowerCase())).size).toBe(tags.length);
    for (const language of SITE_LANGUAGES) {
      expect(Intl.getCanonicalLocales(language.tag)).toEqual([language.tag]);
      expect(language.name.trim()).not.toBe("");
      expect(language.english.trim()).not.toBe("");
    }
    for (const tag of ["en", "fr", "de", "es", "it", "pt", "nl", "pl", "ar", "he"]) expect(isSiteLanguageTag(tag), tag).toBe(true);
    expect(siteLanguageOf("fr").name).toBe("Français");
    expect(siteLanguageOf("ar").name).toBe("العربية");
  });

  it("marks exactly the languages whose script runs right to left", () => {
    for (const language of SITE_LANGUAGES) {
      const script = new Intl.Locale(language.tag).maximize().script ?? "";
      expect(language.rtl === true, `${language.tag} (${script})`).toBe(RIGHT_TO_LEFT_SCRIPTS.has(script));
    }
    expect(["ar", "he", "fa", "ur"].every((tag) => siteLanguageOf(tag).rtl)).toBe(true);
    expect(languageAttributes(siteLanguageOf("he"))).toBe('lang="he" dir="rtl"');
    expect(languageAttributes(siteLanguageOf("de-ch"))).toBe('lang="de-CH"');
  });

  it("reads a site saved before there was a choice, or an unknown tag, as English", () => {
    expect(siteLanguageOf(undefined).tag).toBe("en");
    expect(siteLanguageOf("tlh").tag).toBe("en");
    expect(isSiteLanguageTag("tlh")).toBe(false);
    expect(isSiteLanguageTag("FR-ca")).toBe(true);
  });

  it("takes a new site's language from what the browser asks for, in its order of preference", () => {
    const cases: Array<[string | null, string]> = [
      ["fr-FR,fr;q=0.9,en;q=0.8", "fr"],
      ["pt-BR", "pt-BR"],
      ["de-CH", "de-CH"],
      ["ar-EG,ar;q=0.9", "ar"],
      ["zh-TW", "zh-Hant"],
      ["zh-CN", "zh-Hans"],
      ["es-CO", "es-419"],
      ["en-GB;q=0.5, nl", "nl"],
      ["x-klingon, he-IL", "he"],
      ["tlh", "en"],
      ["*", "en"],
      ["fr;q=0", "en"],
      ["", "en"],
      [null, "en"],
      ["de;q=banana, it", "de"],
    ];
    expect(cases.map(([header]) => siteLanguageForBrowser(header))).toEqual(cases.map(([, expected]) => expected));
  });
});
