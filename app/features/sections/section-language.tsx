import { createContext, useContext, type ReactNode } from "react";
import { siteLanguageOf } from "~/lib/site-languages";

type LanguageAttributes = { lang?: string; dir?: "ltr" | "rtl" };

// A section whose words are in another language than its page (a German quote on a French page)
// says so on its outer element, so screen readers switch voice and the text runs its own way
// (docs/product.md#site-language). Every section type's outer element reads it from here.
const SectionLanguage = createContext<LanguageAttributes>({});

/** The section's own language, when it has one, for the sections rendered inside. */
export function SectionLanguageProvider({ language, children }: { language: string | undefined; children: ReactNode }) {
  if (!language) return <>{children}</>;
  const listed = siteLanguageOf(language);
  return <SectionLanguage.Provider value={{ lang: listed.tag, dir: listed.rtl ? "rtl" : "ltr" }}>{children}</SectionLanguage.Provider>;
}

/** `lang` and `dir` for a section's outer element: none when the section is in its page's language. */
export function useSectionLanguage(): LanguageAttributes {
  return useContext(SectionLanguage);
}
