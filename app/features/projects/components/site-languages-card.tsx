import { Languages, Trash2 } from "lucide-react";
import { Form, Link } from "react-router";
import { isFormFailure, type FormFailure } from "~/lib/forms/form-result";
import { languagePathOf } from "~/lib/language-paths";
import { siteLanguageOf } from "~/lib/site-languages";
import { secondaryButton } from "~/ui/button-styles";
import { FormBanner } from "~/ui/form-banner";
import { modalLink } from "~/ui/modal-state";
import { ADD_LANGUAGE_INTENT, LANGUAGE_INTENTS, REMOVE_LANGUAGE_INTENT, SET_LANGUAGE_PUBLISHED_INTENT } from "../language-schema";
import type { LanguageProgress, TranslationProgress } from "../translation-reads.server";
import { AddLanguageForm } from "./add-language-form";
import { RemoveLanguageModal, removeLanguageModal } from "./remove-language-modal";

/** The last refusal of one of the languages card's forms, or undefined when it was another form's. */
export function languageFailureOf(result: unknown): FormFailure | undefined {
  return isFormFailure(result) && LANGUAGE_INTENTS.has(result.intent) ? result : undefined;
}

function Name({ tag }: { tag: string }) {
  const language = siteLanguageOf(tag);
  return (
    <span className="font-medium text-neutral-900">
      <span lang={language.tag}>{language.name}</span>
      {language.name === language.english ? null : <span className="font-normal text-neutral-600"> · {language.english}</span>}
    </span>
  );
}

/** Served to visitors or not: a switch that posts at once, a plain form button without JavaScript. */
function PublishedSwitch({ language, version }: { language: LanguageProgress; version: number }) {
  const { english } = siteLanguageOf(language.tag);
  return (
    <Form method="post" preventScrollReset className="flex items-center gap-2">
      <input type="hidden" name="intent" value={SET_LANGUAGE_PUBLISHED_INTENT} />
      <input type="hidden" name="language" value={language.tag} />
      <input type="hidden" name="version" value={version} />
      {language.published ? null : <input type="hidden" name="published" value="on" />}
      <button
        type="submit"
        role="switch"
        aria-checked={language.published}
        aria-label={`${english} published`}
        className="group relative inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full bg-neutral-300 p-0.5 transition-colors aria-checked:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        <span aria-hidden className="size-5 rounded-full bg-white shadow-sm ring-1 ring-black/5 transition-transform group-aria-checked:translate-x-5" />
      </button>
      <span aria-hidden className="text-sm text-neutral-700">
        {language.published ? "Published" : "Not published"}
      </span>
    </Form>
  );
}

type CardProps = {
  projectId: string;
  progress: TranslationProgress;
  /** The settings version every language form carries; adding, publishing and removing move it. */
  version: number;
  canEdit: boolean;
  homeSlug: string | null;
  search: URLSearchParams;
  modal: string | null;
  failure: FormFailure | undefined;
};

/**
 * The settings' "Languages" (docs/product.md#several-languages): the site's own language and each
 * it adds, named in itself, with where its pages are, how many are translated, whether visitors get
 * it, and (for the owner) a way to remove it and to add another. Every member sees it; only the
 * owner changes it.
 */
export function SiteLanguagesCard({ projectId, progress, version, canEdit, homeSlug, search, modal, failure }: CardProps) {
  const own = progress.language;
  const added = progress.languages;
  const removing = added.find((language) => modal === removeLanguageModal(language.tag));
  const addError = failure?.intent === ADD_LANGUAGE_INTENT ? failure.fieldErrors.language : undefined;
  const removeFailure = failure?.intent === REMOVE_LANGUAGE_INTENT ? failure : undefined;
  const banner = failure && !addError && !(removeFailure && removing) ? failure.message : undefined;
  const pages = progress.pageCount;
  return (
    <section aria-labelledby="languages-heading" className="mt-8 rounded-xl border border-neutral-200 bg-white shadow-xs">
      <div className="grid gap-4 px-5 py-6 sm:px-6 md:grid-cols-3 md:gap-8">
        <div>
          <h2 id="languages-heading" className="flex items-center gap-2 text-sm font-semibold text-neutral-900">
            <Languages aria-hidden className="size-4" />
            Languages
          </h2>
          <p className="mt-1 text-sm text-neutral-600">The site in other languages: each page keeps its layout and gets its own words, title and address in each, translated in the editor.</p>
        </div>
        <div className="space-y-5 md:col-span-2">
          <FormBanner message={banner} />
          <ul className="divide-y divide-neutral-100 rounded-lg border border-neutral-200">
            <li className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
              <Name tag={own} />
              <span className="text-neutral-600">
                The site&rsquo;s own language, at /{projectId}/…{canEdit ? "; change it under General." : "."}
              </span>
            </li>
            {added.map((language) => (
              <li key={language.tag} data-testid="site-language" className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm">
                <div className="min-w-0 flex-1">
                  <Name tag={language.tag} />
                  <p className="text-neutral-600">
                    At /{projectId}/{languagePathOf(language.tag)}/… · {language.translatedPages} of {pages} {pages === 1 ? "page" : "pages"} translated
                  </p>
                </div>
                {canEdit ? <PublishedSwitch language={language} version={version} /> : <span className="text-neutral-700">{language.published ? "Published" : "Not published"}</span>}
                {homeSlug ? (
                  <Link to={`/editor/${projectId}/${homeSlug}?language=${encodeURIComponent(language.tag)}`} className="font-medium text-accent hover:underline">
                    Translate<span className="sr-only"> into {siteLanguageOf(language.tag).english}</span>
                  </Link>
                ) : null}
                {canEdit ? (
                  <Link {...modalLink(search, removeLanguageModal(language.tag))} className={`${secondaryButton} !px-2.5 !py-1.5`}>
                    <Trash2 aria-hidden className="size-4" />
                    Remove<span className="sr-only"> {siteLanguageOf(language.tag).english}</span>
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
          {added.length === 0 ? <p className="text-sm text-neutral-600">This site is in one language only.</p> : null}
          {/* A new form per version: after a language is added its list starts empty again. */}
          {canEdit ? <AddLanguageForm key={version} version={version} taken={[own, ...added.map((language) => language.tag)]} error={addError} /> : null}
        </div>
      </div>
      {canEdit && removing ? <RemoveLanguageModal tag={removing.tag} version={version} failure={removeFailure} /> : null}
    </section>
  );
}
