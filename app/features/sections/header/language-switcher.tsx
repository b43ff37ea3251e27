import { siteLanguageOf } from "~/lib/site-languages";
import type { RenderContext } from "../render-context";
import { cx } from "../shared/class-names";

/**
 * Links to the page in each language the site publishes (docs/product.md#several-languages): each
 * named in itself and marked with its language, so a screen reader says it in that language, and
 * the one being read marked current. Plain links: no script, no cookie.
 */
export function LanguageSwitcher({ context, className, linkClassName }: { context: RenderContext; className: string; linkClassName: string }) {
  const alternates = context.alternates ?? [];
  if (alternates.length < 2) return null;
  return (
    <nav aria-label={context.texts.text("navLanguages")} className={className}>
      <ul className="-mx-3 flex flex-wrap gap-1">
        {alternates.map((alternate) => {
          const language = siteLanguageOf(alternate.language);
          return (
            <li key={alternate.language}>
              <a
                href={alternate.href}
                hrefLang={language.tag}
                lang={language.tag}
                dir={language.rtl ? "rtl" : "ltr"}
                aria-current={alternate.current ? "page" : undefined}
                className={cx("inline-block", linkClassName, alternate.current && "underline decoration-2 underline-offset-4")}
              >
                {language.name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
