import { memo } from "react";
import { Link } from "react-router";
import { withSectionTexts, type PageTexts } from "~/features/sections/section-texts";
import { siteLanguageOf } from "~/lib/site-languages";
import type { EditorSection } from "../editor-section";
import { summaryOf } from "./section-summary";

/**
 * The page's sections in the view of another language (docs/product.md#translating-pages): chosen to
 * translate, never added, moved, styled or deleted here, since every language shares the layout;
 * the note says where that is done.
 */
export const TranslationSections = memo(function TranslationSections({
  sections,
  texts,
  selectedId,
  modules,
  own,
  layoutHref,
  onSelect,
}: {
  sections: readonly EditorSection[];
  texts: PageTexts;
  selectedId: string | null;
  modules: readonly { id: string; name: string }[];
  own: string;
  /** The page's editor in the site's own language. */
  layoutHref: string;
  onSelect: (id: string) => void;
}) {
  const ownLanguage = siteLanguageOf(own);
  return (
    <>
      <p role="note" className="mx-2 mb-2 rounded-md bg-neutral-50 px-2 py-1.5 text-xs text-neutral-700">
        The layout is edited in the site&rsquo;s own language: sections are added, moved, styled and deleted{" "}
        <Link to={layoutHref} className="font-medium text-accent underline">
          in <span lang={ownLanguage.tag}>{ownLanguage.name}</span>
        </Link>
        .
      </p>
      {sections.length === 0 ? (
        <p className="px-2 py-6 text-center text-sm text-neutral-600">This page has no sections yet. Add them in the site&rsquo;s own language.</p>
      ) : (
        <ol aria-label="Sections" className="space-y-0.5">
          {sections.map((section) => {
            const { label, detail } = summaryOf(withSectionTexts(section, texts[section.id]), modules);
            const selected = section.id === selectedId;
            return (
              <li key={section.id} data-testid="stack-row" className={`rounded-md border px-2 py-1 text-sm ${selected ? "border-accent/40 bg-accent/5" : "border-transparent hover:bg-neutral-100"}`}>
                <button type="button" aria-pressed={selected} onClick={() => onSelect(section.id)} className="w-full py-1 text-left">
                  <span className="block truncate font-medium text-neutral-800">
                    {label}
                    {detail ? <span className="sr-only">:</span> : null}
                  </span>
                  {detail ? " " : null}
                  {detail ? <span className="block truncate text-xs text-neutral-600">{detail}</span> : null}
                  {section.hidden ? <span className="block text-xs text-neutral-600">Hidden on the page</span> : null}
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
});
