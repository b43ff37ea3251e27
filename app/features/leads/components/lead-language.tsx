import { siteLanguageOf } from "~/lib/site-languages";

/** A lead's language by its name in itself ("Français", "العربية"), marked with its own `lang` and direction so it is read out and shown as written. */
export function LeadLanguage({ tag }: { tag: string }) {
  const language = siteLanguageOf(tag);
  return (
    <span lang={language.tag} dir={language.rtl ? "rtl" : undefined}>
      {language.name}
    </span>
  );
}
