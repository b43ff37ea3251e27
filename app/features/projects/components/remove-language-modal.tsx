import { Form } from "react-router";
import type { FormFailure } from "~/lib/forms/form-result";
import { siteLanguageOf } from "~/lib/site-languages";
import { dangerButton } from "~/ui/button-styles";
import { FormBanner } from "~/ui/form-banner";
import { SubmitButton } from "~/ui/submit-button";
import { ModalActions, ModalCancel, UrlModal } from "~/ui/url-modal";
import { REMOVE_LANGUAGE_INTENT } from "../language-schema";

/** The `?modal=` value that asks to remove the language `tag`. */
export function removeLanguageModal(tag: string): string {
  return `remove-language-${tag}`;
}

/** Removing a language deletes every page's version in it: the partner confirms knowing that. */
export function RemoveLanguageModal({ tag, version, failure }: { tag: string; version: number; failure: FormFailure | undefined }) {
  const { english } = siteLanguageOf(tag);
  return (
    <UrlModal
      title={`Remove ${english}?`}
      description={`Every page's ${english} version is deleted: its title, address, search texts and translated words. Visitors no longer get the site in ${english} from the next publish. This cannot be undone.`}
    >
      <Form method="post" replace preventScrollReset className="space-y-5">
        <FormBanner message={failure?.message} />
        <input type="hidden" name="language" value={tag} />
        <input type="hidden" name="version" value={version} />
        <ModalActions>
          <ModalCancel />
          <SubmitButton intent={REMOVE_LANGUAGE_INTENT} pendingLabel="Removing…" className={dangerButton}>
            Remove {english} and its translations
          </SubmitButton>
        </ModalActions>
      </Form>
    </UrlModal>
  );
}
