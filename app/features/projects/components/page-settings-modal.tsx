import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import type { PageSeo } from "../../../../db/stored-values";
import type { AssetView } from "~/lib/asset-view";
import type { FormFailure } from "~/lib/forms/form-result";
import { DialogForm, HiddenFields, type BeforeSubmit } from "~/ui/dialog-form";
import { FormBanner } from "~/ui/form-banner";
import { ListboxField } from "~/ui/listbox-field";
import { SubmitButton } from "~/ui/submit-button";
import { SwitchField } from "~/ui/switch-field";
import { TextareaField } from "~/ui/textarea-field";
import { TextField } from "~/ui/text-field";
import { ModalActions, ModalCancel, UrlModal } from "~/ui/url-modal";
import { ComboboxField } from "~/ui/combobox-field";
import { SITE_LANGUAGE_CHOICES } from "~/lib/site-languages";

const TITLE_MAX = 70;
const DESCRIPTION_MAX = 300;
// Search engines cut longer texts off in their results (docs/product.md#page-settings).
const TITLE_SHOWN = 60;
const DESCRIPTION_SHOWN = 160;

export type PageSettingsItem = { id: string; name: string; slug: string; version: number; seo?: PageSeo | undefined };

function counter(length: number, shown: number, max: number): string {
  return `${length} of ${max} characters${length > shown ? `; search results show about the first ${shown}` : ""}`;
}

function cut(text: string, shown: number): string {
  return text.length > shown ? `${text.slice(0, shown - 1)}…` : text;
}

// Empty is how the form says "no language of its own": the page follows the site's.
const PAGE_LANGUAGE_OPTIONS = [{ value: "", label: "The site's language" }, ...SITE_LANGUAGE_CHOICES];

/**
 * A page's settings (docs/product.md#page-settings): SEO title and description with their lengths
 * and a search-result preview, noindex, the page's own language when not the site's, a social image
 * from the project's images with a social-card preview, and the page's canonical address. Posts the
 * `page-settings` command.
 */
export function PageSettingsModal(props: { projectId: string; page: PageSettingsItem; canonicalUrl: string; failure: FormFailure | undefined; beforeSubmit?: BeforeSubmit | undefined }) {
  const { page, failure } = props;
  const errors = failure?.fieldErrors ?? {};
  const [title, setTitle] = useState(failure?.values.seoTitle ?? page.seo?.title ?? "");
  const [description, setDescription] = useState(failure?.values.seoDescription ?? page.seo?.description ?? "");
  const [imageId, setImageId] = useState(failure?.values.socialImageAssetId ?? page.seo?.socialImageAssetId ?? "");
  const images = useFetcher<{ images: AssetView[] }>();
  const { load } = images;
  useEffect(() => {
    void load(`/project/${props.projectId}/assets/images`);
  }, [load, props.projectId]);
  const bitmaps = (images.data?.images ?? []).filter((image) => image.contentType !== "image/svg+xml");
  const chosen = bitmaps.find((image) => image.id === imageId);
  const shownTitle = title.trim() || page.name;
  const banner = failure && Object.keys(errors).every((field) => field === "form") ? failure.message : undefined;
  return (
    <UrlModal title={`Settings of “${page.name}”`} description="How the page appears in search results and when it is shared. Changes go live with the next publish.">
      <DialogForm beforeSubmit={props.beforeSubmit} className="space-y-5">
        <FormBanner message={banner} />
        <HiddenFields fields={{ kind: "page", target: page.id, version: String(page.version) }} />
        <TextField label="SEO title" name="seoTitle" value={title} onChange={setTitle} error={errors.seoTitle} maxLength={TITLE_MAX} description={counter(title.length, TITLE_SHOWN, TITLE_MAX)} autoFocus />
        <TextareaField label="SEO description" name="seoDescription" value={description} onChange={setDescription} error={errors.seoDescription} maxLength={DESCRIPTION_MAX} rows={3} description={counter(description.length, DESCRIPTION_SHOWN, DESCRIPTION_MAX)} />
        <figure aria-label="Search result preview" className="rounded-lg border border-neutral-200 p-3">
          <p className="truncate text-sm text-neutral-600">{props.canonicalUrl}</p>
          <p className="text-lg text-blue-800">{cut(shownTitle, TITLE_SHOWN)}</p>
          <p className="text-sm text-neutral-700">{description.trim() ? cut(description.trim(), DESCRIPTION_SHOWN) : "Without a description, the project's default or the page's first text is shown."}</p>
        </figure>
        <p className="text-sm text-neutral-700">
          Canonical address: <span className="font-medium break-all">{props.canonicalUrl}</span>
        </p>
        <SwitchField label="Hide from search engines (noindex)" name="noindex" defaultValue={page.seo?.noindex ?? false} description="The page stays reachable by its address, but is left out of the sitemap and asks search engines not to list it." />
        <ComboboxField
          label="Language of this page"
          name="language"
          options={PAGE_LANGUAGE_OPTIONS}
          defaultValue={failure?.values.language ?? page.seo?.language ?? ""}
          error={errors.language}
          noMatch="No language by that name. Try its English name or code, such as French or fr."
          description="Only for a page written in another language than the site, such as an English page on a French site."
        />
        <ListboxField
          label="Social image"
          name="socialImageAssetId"
          options={[{ value: "", label: "None" }, ...bitmaps.map((image) => ({ value: image.id, label: image.fileName, description: `${image.width} × ${image.height} px` }))]}
          value={imageId}
          onChange={setImageId}
          error={errors.socialImageAssetId}
          description="Cropped to 1200 × 630 pixels when you publish: the picture shown when the page is shared."
        />
        {chosen ? (
          <figure aria-label="Social card preview" className="overflow-hidden rounded-lg border border-neutral-200">
            <img src={chosen.thumbnailUrl} alt="" className="aspect-[1200/630] w-full object-cover" />
            <figcaption className="p-3">
              <p className="font-semibold text-neutral-900">{cut(shownTitle, TITLE_SHOWN)}</p>
              <p className="truncate text-sm text-neutral-600">{description.trim()}</p>
            </figcaption>
          </figure>
        ) : null}
        <ModalActions>
          <ModalCancel />
          <SubmitButton intent="page-settings" pendingLabel="Saving…">
            Save settings
          </SubmitButton>
        </ModalActions>
      </DialogForm>
    </UrlModal>
  );
}
