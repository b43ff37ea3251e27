import { useState } from "react";
import { languagePathOf } from "~/lib/language-paths";
import { NAME_MAX_LENGTH } from "~/lib/name-limits";
import type { FormFailure } from "~/lib/forms/form-result";
import { siteLanguageOf } from "~/lib/site-languages";
import { TRANSLATE_PAGE_INTENT } from "~/lib/translation-intents";
import { DialogForm, HiddenFields, type BeforeSubmit } from "~/ui/dialog-form";
import { FormBanner } from "~/ui/form-banner";
import { SubmitButton } from "~/ui/submit-button";
import { TextareaField } from "~/ui/textarea-field";
import { TextField } from "~/ui/text-field";
import { ModalActions, ModalCancel, UrlModal } from "~/ui/url-modal";
import type { EditorTranslation } from "../translation";

// The same limits as the page's own title and settings (docs/product.md#page-settings).
const SEO_TITLE_MAX = 70;
const SEO_DESCRIPTION_MAX = 300;

/**
 * A page's title, address and search texts in one added language (docs/product.md#translating-pages),
 * opened from the translation view (`?modal=translate-page`). Posts `translate-page` with the
 * version of the page's version in that language, which the view's pending words are saved into first.
 */
export function TranslatedPageDialog({
  translation,
  isHome,
  addressPrefix,
  failure,
  beforeSubmit,
}: {
  translation: EditorTranslation;
  isHome: boolean;
  /** The start of the project's public addresses, `{host}/{projectId}/`. */
  addressPrefix: string;
  failure: FormFailure | undefined;
  beforeSubmit: BeforeSubmit;
}) {
  const language = siteLanguageOf(translation.language);
  const values = failure?.values;
  const errors = failure?.fieldErrors ?? {};
  const [slug, setSlug] = useState(values?.slug ?? translation.slug);
  const base = `${addressPrefix}${languagePathOf(language.tag)}`;
  const banner = failure && !["title", "slug", "seoTitle", "seoDescription"].some((field) => errors[field]) ? failure.message : undefined;
  return (
    <UrlModal
      title={`This page in ${language.english}`}
      description="Its title, address and search texts in this language. Visitors see them once the language is published and the site is published again."
    >
      <DialogForm beforeSubmit={beforeSubmit} className="space-y-5">
        <FormBanner message={banner} />
        <HiddenFields fields={{ pageId: translation.pageId, language: language.tag, version: String(translation.version) }} />
        <TextField label="Title" name="title" defaultValue={values?.title ?? translation.title} error={errors.title} maxLength={NAME_MAX_LENGTH} lang={language.tag} dir="auto" autoFocus />
        <TextField
          label="Slug"
          name="slug"
          value={slug}
          onChange={setSlug}
          error={errors.slug}
          spellCheck={false}
          autoComplete="off"
          description={isHome ? `As the home page it is at ${base}, and at ${base}/${slug} too.` : `Its address: ${base}/${slug}`}
        />
        <TextField
          label="SEO title"
          name="seoTitle"
          defaultValue={values?.seoTitle ?? translation.seoTitle}
          error={errors.seoTitle}
          maxLength={SEO_TITLE_MAX}
          lang={language.tag}
          dir="auto"
          description={`Up to ${SEO_TITLE_MAX} characters.`}
        />
        <TextareaField
          label="SEO description"
          name="seoDescription"
          defaultValue={values?.seoDescription ?? translation.seoDescription}
          error={errors.seoDescription}
          maxLength={SEO_DESCRIPTION_MAX}
          rows={3}
          lang={language.tag}
          dir="auto"
          description={`Up to ${SEO_DESCRIPTION_MAX} characters; search engines show about 155.`}
        />
        <ModalActions>
          <ModalCancel />
          <SubmitButton intent={TRANSLATE_PAGE_INTENT} pendingLabel="Saving…">
            Save
          </SubmitButton>
        </ModalActions>
      </DialogForm>
    </UrlModal>
  );
}
