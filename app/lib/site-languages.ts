import { match } from "@formatjs/intl-localematcher";

/**
 * A language a site can be written in: its BCP 47 tag, its name in itself (what the settings list
 * shows and a language switcher will show) and in English (what the list is also searched by).
 * `rtl`: written right to left, so its documents carry `dir="rtl"` (docs/product.md#site-language).
 */
export type SiteLanguage = { tag: string; name: string; english: string; rtl?: true };

// Names as ICU gives them (capitalised, as a list shows them at the start of a line), fixed by
// hand where ICU has none or a bare one; rtl where the language's likely script is written right to
// left. A test keeps the tags canonical and the directions true to the scripts.
export const SITE_LANGUAGES: readonly SiteLanguage[] = [
  { tag: "af", name: "Afrikaans", english: "Afrikaans" },
  { tag: "am", name: "አማርኛ", english: "Amharic" },
  { tag: "ar", name: "العربية", english: "Arabic", rtl: true },
  { tag: "az", name: "Azərbaycan", english: "Azerbaijani" },
  { tag: "be", name: "Беларуская", english: "Belarusian" },
  { tag: "bg", name: "Български", english: "Bulgarian" },
  { tag: "bn", name: "বাংলা", english: "Bangla" },
  { tag: "bs", name: "Bosanski", english: "Bosnian" },
  { tag: "ca", name: "Català", english: "Catalan" },
  { tag: "ckb", name: "کوردیی ناوەندی", english: "Central Kurdish", rtl: true },
  { tag: "cs", name: "Čeština", english: "Czech" },
  { tag: "cy", name: "Cymraeg", english: "Welsh" },
  { tag: "da", name: "Dansk", english: "Danish" },
  { tag: "de", name: "Deutsch", english: "German" },
  { tag: "de-AT", name: "Österreichisches Deutsch", english: "Austrian German" },
  { tag: "de-CH", name: "Schweizer Hochdeutsch", english: "Swiss High German" },
  { tag: "dv", name: "ދިވެހިބަސް", english: "Divehi", rtl: true },
  { tag: "el", name: "Ελληνικά", english: "Greek" },
  { tag: "en", name: "English", english: "English" },
  { tag: "en-AU", name: "Australian English", english: "Australian English" },
  { tag: "en-CA", name: "Canadian English", english: "Canadian English" },
  { tag: "en-GB", name: "British English", english: "British English" },
  { tag: "en-IE", name: "English (Ireland)", english: "English (Ireland)" },
  { tag: "en-IN", name: "English (India)", english: "English (India)" },
  { tag: "en-US", name: "American English", english: "American English" },
  { tag: "es", name: "Español", english: "Spanish" },
  { tag: "es-419", name: "Español latinoamericano", english: "Latin American Spanish" },
  { tag: "es-AR", name: "Español (Argentina)", english: "Spanish (Argentina)" },
  { tag: "es-MX", name: "Español de México", english: "Mexican Spanish" },
  { tag: "et", name: "Eesti", english: "Estonian" },
  { tag: "eu", name: "Euskara", english: "Basque" },
  { tag: "fa", name: "فارسی", english: "Persian", rtl: true },
  { tag: "fi", name: "Suomi", english: "Finnish" },
  { tag: "fil", name: "Filipino", english: "Filipino" },
  { tag: "fr", name: "Français", english: "French" },
  { tag: "fr-BE", name: "Français (Belgique)", english: "French (Belgium)" },
  { tag: "fr-CA", name: "Français canadien", english: "Canadian French" },
  { tag: "fr-CH", name: "Français suisse", english: "Swiss French" },
  { tag: "ga", name: "Gaeilge", english: "Irish" },
  { tag: "gl", name: "Galego", english: "Galician" },
  { tag: "gu", name: "ગુજરાતી", english: "Gujarati" },
  { tag: "ha", name: "Hausa", english: "Hausa" },
  { tag: "he", name: "עברית", english: "Hebrew", rtl: true },
  { tag: "hi", name: "हिन्दी", english: "Hindi" },
  { tag: "hr", name: "Hrvatski", english: "Croatian" },
  { tag: "hu", name: "Magyar", english: "Hungarian" },
  { tag: "hy", name: "Հայերեն", english: "Armenian" },
  { tag: "id", name: "Bahasa Indonesia", english: "Indonesian" },
  { tag: "ig", name: "Igbo", english: "Igbo" },
  { tag: "is", name: "Íslenska", english: "Icelandic" },
  { tag: "it", name: "Italiano", english: "Italian" },
  { tag: "it-CH", name: "Italiano (Svizzera)", english: "Italian (Switzerland)" },
  { tag: "ja", name: "日本語", english: "Japanese" },
  { tag: "ka", name: "Ქართული", english: "Georgian" },
  { tag: "kk", name: "Қазақ тілі", english: "Kazakh" },
  { tag: "km", name: "ខ្មែរ", english: "Khmer" },
  { tag: "kn", name: "ಕನ್ನಡ", english: "Kannada" },
  { tag: "ko", name: "한국어", english: "Korean" },
  { tag: "ku", name: "Kurdî (kurmancî)", english: "Kurdish" },
  { tag: "ky", name: "Кыргызча", english: "Kyrgyz" },
  { tag: "lb", name: "Lëtzebuergesch", english: "Luxembourgish" },
  { tag: "lo", name: "ລາວ", english: "Lao" },
  { tag: "lt", name: "Lietuvių", english: "Lithuanian" },
  { tag: "lv", name: "Latviešu", english: "Latvian" },
  { tag: "mi", name: "Māori", english: "Māori" },
  { tag: "mk", name: "Македонски", english: "Macedonian" },
  { tag: "ml", name: "മലയാളം", english: "Malayalam" },
  { tag: "mn", name: "Монгол", english: "Mongolian" },
  { tag: "mr", name: "मराठी", english: "Marathi" },
  { tag: "ms", name: "Bahasa Melayu", english: "Malay" },
  { tag: "mt", name: "Malti", english: "Maltese" },
  { tag: "my", name: "မြန်မာ", english: "Burmese" },
  { tag: "nb", name: "Norsk bokmål", english: "Norwegian Bokmål" },
  { tag: "ne", name: "नेपाली", english: "Nepali" },
  { tag: "nl", name: "Nederlands", english: "Dutch" },
  { tag: "nl-BE", name: "Vlaams", english: "Flemish" },
  { tag: "nn", name: "Norsk nynorsk", english: "Norwegian Nynorsk" },
  { tag: "pa", name: "ਪੰਜਾਬੀ", english: "Punjabi" },
  { tag: "pl", name: "Polski", english: "Polish" },
  { tag: "ps", name: "پښتو", english: "Pashto", rtl: true },
  { tag: "pt", name: "Português", english: "Portuguese" },
  { tag: "pt-BR", name: "Português (Brasil)", english: "Brazilian Portuguese" },
  { tag: "pt-PT", name: "Português europeu", english: "European Portuguese" },
  { tag: "ro", name: "Română", english: "Romanian" },
  { tag: "ru", name: "Русский", english: "Russian" },
  { tag: "rw", name: "Ikinyarwanda", english: "Kinyarwanda" },
  { tag: "sd", name: "سنڌي", english: "Sindhi", rtl: true },
  { tag: "si", name: "සිංහල", english: "Sinhala" },
  { tag: "sk", name: "Slovenčina", english: "Slovak" },
  { tag: "sl", name: "Slovenščina", english: "Slovenian" },
  { tag: "so", name: "Soomaali", english: "Somali" },
  { tag: "sq", name: "Shqip", english: "Albanian" },
  { tag: "sr", name: "Српски", english: "Serbian" },
  { tag: "sr-Latn", name: "Srpski (latinica)", english: "Serbian (Latin)" },
  { tag: "sv", name: "Svenska", english: "Swedish" },
  { tag: "sw", name: "Kiswahili", english: "Swahili" },
  { tag: "ta", name: "தமிழ்", english: "Tamil" },
  { tag: "te", name: "తెలుగు", english: "Telugu" },
  { tag: "tg", name: "Тоҷикӣ", english: "Tajik" },
  { tag: "th", name: "ไทย", english: "Thai" },
  { tag: "tk", name: "Türkmen dili", english: "Turkmen" },
  { tag: "tr", name: "Türkçe", english: "Turkish" },
  { tag: "tt", name: "Татар", english: "Tatar" },
  { tag: "ug", name: "ئۇيغۇرچە", english: "Uyghur", rtl: true },
  { tag: "uk", name: "Українська", english: "Ukrainian" },
  { tag: "ur", name: "اردو", english: "Urdu", rtl: true },
  { tag: "uz", name: "O‘zbek", english: "Uzbek" },
  { tag: "vi", name: "Tiếng Việt", english: "Vietnamese" },
  { tag: "xh", name: "IsiXhosa", english: "Xhosa" },
  { tag: "yi", name: "ייִדיש", english: "Yiddish", rtl: true },
  { tag: "yo", name: "Èdè Yorùbá", english: "Yoruba" },
  { tag: "zh-Hans", name: "简体中文", english: "Simplified Chinese" },
  { tag: "zh-Hant", name: "繁體中文", english: "Traditional Chinese" },
  { tag: "zu", name: "IsiZulu", english: "Zulu" },
];

export const DEFAULT_SITE_LANGUAGE = "en";

/** The languages as a searchable list offers them: the name in itself (in its own language), then the English name and tag. */
export const SITE_LANGUAGE_CHOICES = SITE_LANGUAGES.map((language) => ({ value: language.tag, label: language.name, lang: language.tag, description: `${language.english} · ${language.tag}` }));

const byTag = new Map(SITE_LANGUAGES.map((language) => [language.tag.toLowerCase(), language]));
const ENGLISH = byTag.get(DEFAULT_SITE_LANGUAGE)!;

/** Whether `tag` is one of the listed languages (compared without regard to case, as BCP 47 does). */
export function isSiteLanguageTag(tag: string): boolean {
  return byTag.has(tag.toLowerCase());
}

/** The listed language `tag` names, in its canonical spelling; English for a site saved before there was a choice. */
export function siteLanguageOf(tag: string | null | undefined): SiteLanguage {
  return (tag ? byTag.get(tag.toLowerCase()) : undefined) ?? ENGLISH;
}

/** The `lang` and `dir` attributes of a document or element in `language`. */
export function languageAttributes(language: SiteLanguage): string {
  return language.rtl ? `lang="${language.tag}" dir="rtl"` : `lang="${language.tag}"`;
}

/** The languages an `Accept-Language` header asks for, most wanted first (RFC 9110 weights; `*` and q=0 left out). */
function acceptedLanguages(header: string): string[] {
  return header
    .split(",")
    .map((part, index) => {
      const [range = "", ...parameters] = part.trim().split(";");
      const weight = parameters.map((parameter) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(parameter)?.[1]).find(Boolean);
      return { range: range.trim(), quality: weight === undefined ? 1 : Number(weight), index };
    })
    .filter(({ range, quality }) => quality > 0 && range !== "*" && /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/.test(range))
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ range }) => range);
}

function isWellFormedLocale(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

const LISTED_TAGS = SITE_LANGUAGES.map((language) => language.tag);

/**
 * The listed language closest to what the browser asks for, taking its languages in order: the
 * same tag when it is listed, else the closest by ECMA-402's locale matching (`fr-FR` gets French,
 * `zh-TW` Traditional Chinese); English when none is close.
 */
export function siteLanguageForBrowser(acceptLanguage: string | null): string {
  const requested = acceptedLanguages((acceptLanguage ?? "").slice(0, 1_000)).slice(0, 20).filter(isWellFormedLocale);
  for (const range of requested) {
    const listed = byTag.get(range.toLowerCase());
    if (listed) return listed.tag;
    const closest = match([range], LISTED_TAGS, "und", { algorithm: "best fit" });
    if (closest !== "und") return siteLanguageOf(closest).tag;
  }
  return DEFAULT_SITE_LANGUAGE;
}
