import { useState } from "react";
import { TextField } from "~/ui/text-field";
import type { FormFailure } from "~/lib/forms/form-result";
import { NAME_MAX_LENGTH } from "~/lib/name-limits";
import { SLUG_MAX_LENGTH, slugFromTitle } from "~/lib/slug";
import { FormBanner } from "~/ui/form-banner";
import { SubmitButton } from "~/ui/submit-button";
import { ModalActions, ModalCancel, UrlModal } from "~/ui/url-modal";
import { DialogForm, HiddenFields, type BeforeSubmit } from "~/ui/dialog-form";

export type NameSlugModalProps = {
  title: string;
  description: string;
  intent: string;
  /** What the name field is called: a page's title, a module's name. The field itself is always `name`. */
  nameLabel: string;
  initial: { name: string; slug: string };
  /** The slug follows the name until it is edited (new items, not copies or renames). */
  slugFollowsName: boolean;
  slugPrefix: string;
  slugSuffix?: string;
  hidden: Record<string, string>;
  submitLabel: string;
  pendingLabel: string;
  failure: FormFailure | undefined;
  beforeSubmit?: BeforeSubmit | undefined;
  /** A page's current slug when renaming it: offers a 301 from the old address (docs/product.md#redirects). */
  redirectFromSlug?: string | undefined;
};

/** The dialog behind creating, duplicating and renaming a page or module: a name and a slug. */
export function NameSlugModal(props: NameSlugModalProps) {
  const { failure } = props;
  const errors = failure?.fieldErrors ?? {};
  const [name, setName] = useState(failure?.values.name ?? props.initial.name);
  const [slug, setSlug] = useState(failure?.values.slug ?? props.initial.slug);
  const [slugEdited, setSlugEdited] = useState(!props.slugFollowsName || failure !== undefined);
  const shownSlug = slugEdited ? slug : slugFromTitle(name);
  const banner = failure && !errors.name && !errors.slug ? failure.message : undefined;
  return (
    <UrlModal title={props.title} description={props.description}>
      <DialogForm beforeSubmit={props.beforeSubmit} className="space-y-5">
        <FormBanner message={banner} />
        <HiddenFields fields={props.hidden} />
        <TextField
          label={props.nameLabel}
          name="name"
          value={name}
          onChange={setName}
          error={errors.name}
          maxLength={NAME_MAX_LENGTH}
          autoComplete="off"
          autoFocus
          required
        />
        <TextField
          label="Slug"
          name="slug"
          value={shownSlug}
          onChange={(next) => {
            setSlug(next.replace(/\s/g, "-"));
            setSlugEdited(true);
          }}
          error={errors.slug}
          description={shownSlug ? `Address: ${props.slugPrefix}${shownSlug}${props.slugSuffix ?? ""}` : "Letters, digits and hyphens, such as about-us."}
          maxLength={SLUG_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          required
        />
        {props.redirectFromSlug !== undefined && shownSlug.trim().toLowerCase() !== props.redirectFromSlug ? (
          <label className="flex items-start gap-2 text-sm text-neutral-800">
            <input type="checkbox" name="redirectOldPath" defaultChecked className="mt-0.5 size-4 accent-accent" />
            <span>
              Send visitors of the old address /{props.redirectFromSlug} to the new one (a 301 redirect, live with the next publish)
            </span>
          </label>
        ) : null}
        <ModalActions>
          <ModalCancel />
          <SubmitButton intent={props.intent} pendingLabel={props.pendingLabel}>
            {props.submitLabel}
          </SubmitButton>
        </ModalActions>
      </DialogForm>
    </UrlModal>
  );
}
