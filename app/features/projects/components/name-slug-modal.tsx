import { useState } from "react";
import { Form } from "react-router";
import { TextField } from "~/ui/text-field";
import type { FormFailure } from "~/lib/forms/form-result";
import { NAME_MAX_LENGTH } from "~/lib/name-limits";
import { SLUG_MAX_LENGTH, slugFromTitle } from "~/lib/slug";
import { FormBanner } from "~/ui/form-banner";
import { SubmitButton } from "~/ui/submit-button";
import { ModalActions, ModalCancel, UrlModal } from "~/ui/url-modal";

export type NameSlugModalProps = {
  title: string;
  description: string;
  intent: string;
  /** The form field of the name: pages have a title, modules a name. */
  nameField: "title" | "name";
  nameLabel: string;
  initial: { name: string; slug: string };
  /** The slug follows the name until it is edited (new and duplicated items, not renames). */
  slugFollowsName: boolean;
  slugPrefix: string;
  slugSuffix?: string;
  hidden: Record<string, string>;
  submitLabel: string;
  pendingLabel: string;
  failure: FormFailure | undefined;
};

/** The dialog behind creating, duplicating and renaming a page or module: a name and a slug. */
export function NameSlugModal(props: NameSlugModalProps) {
  const { failure, nameField } = props;
  const errors = failure?.fieldErrors ?? {};
  const [name, setName] = useState(failure?.values[nameField] ?? props.initial.name);
  const [slug, setSlug] = useState(failure?.values.slug ?? props.initial.slug);
  const [slugEdited, setSlugEdited] = useState(!props.slugFollowsName || failure !== undefined);
  const shownSlug = slugEdited ? slug : slugFromTitle(name);
  const banner = failure && !errors[nameField] && !errors.slug ? failure.message : undefined;
  return (
    <UrlModal title={props.title} description={props.description}>
      <Form method="post" replace preventScrollReset className="space-y-5" noValidate>
        <FormBanner message={banner} />
        {Object.entries(props.hidden).map(([field, value]) => (
          <input key={field} type="hidden" name={field} value={value} />
        ))}
        <TextField
          label={props.nameLabel}
          name={nameField}
          value={name}
          onChange={setName}
          error={errors[nameField]}
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
        <ModalActions>
          <ModalCancel />
          <SubmitButton intent={props.intent} pendingLabel={props.pendingLabel}>
            {props.submitLabel}
          </SubmitButton>
        </ModalActions>
      </Form>
    </UrlModal>
  );
}
