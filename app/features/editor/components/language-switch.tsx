import { Languages } from "lucide-react";
import type { MouseEvent, ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { siteLanguageOf } from "~/lib/site-languages";
import { editorPath } from "../document-paths";
import { languageSearch, type EditorLanguages } from "../translation";

/**
 * The open page's languages under the editor's top bar (docs/product.md#translating-pages): the
 * site's own and each it adds, by their names in themselves, one click (or Enter) apart. Each is a
 * link to `?language=…`, so a view can be shared; pending edits are saved before it is followed.
 * `children` are what the view in another language adds beside the switch.
 */
export function LanguageSwitch({
  projectId,
  slug,
  languages,
  current,
  beforeSwitch,
  children,
}: {
  projectId: string;
  slug: string;
  languages: EditorLanguages;
  current: string;
  beforeSwitch: () => Promise<unknown>;
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  const tags = [languages.own, ...languages.added];
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-neutral-200 bg-white px-3 py-1.5 text-sm">
      <nav aria-label="Language of this page" className="flex min-w-0 items-center gap-2">
        <Languages aria-hidden className="size-4 shrink-0 text-neutral-600" />
        <ul className="flex flex-wrap items-center gap-x-1">
          {tags.map((tag, index) => {
            const language = siteLanguageOf(tag);
            const to = `${editorPath("page", projectId, slug)}${languageSearch(tag, languages.own)}`;
            const isCurrent = tag === current;
            const follow = async (event: MouseEvent<HTMLAnchorElement>) => {
              if (isCurrent || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              await beforeSwitch();
              void navigate(to);
            };
            return (
              <li key={tag} className="flex items-center">
                {index > 0 ? (
                  <span aria-hidden className="px-1 text-neutral-500">
                    ·
                  </span>
                ) : null}
                <Link
                  to={to}
                  aria-current={isCurrent ? "page" : undefined}
                  onClick={(event) => void follow(event)}
                  title={language.english}
                  className={`rounded px-1.5 py-0.5 ${isCurrent ? "bg-neutral-100 font-semibold text-neutral-900" : "text-accent hover:underline"}`}
                >
                  <span lang={language.tag}>{language.name}</span>
                  {tag === languages.own ? <span className="sr-only"> (the site&rsquo;s own language)</span> : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {children}
    </div>
  );
}
