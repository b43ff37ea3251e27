import type { FormFailure } from "~/lib/forms/form-result";
import { dangerButton } from "~/ui/button-styles";
import { FormBanner } from "~/ui/form-banner";
import { SubmitButton } from "~/ui/submit-button";
import { ModalActions, ModalCancel, UrlModal } from "~/ui/url-modal";
import { DialogForm, HiddenFields, type BeforeSubmit } from "~/ui/dialog-form";

/** "Delete X?" with the consequences spelled out, posting `intent` with the hidden fields. */
export function ConfirmDeleteModal({
  title,
  description,
  intent,
  hidden,
  failure,
  beforeSubmit,
}: {
  title: string;
  description: string;
  intent: string;
  hidden: Record<string, string>;
  failure: FormFailure | undefined;
  beforeSubmit?: BeforeSubmit | undefined;
}) {
  return (
    <UrlModal title={title} description={description}>
      <DialogForm beforeSubmit={beforeSubmit}>
        <FormBanner message={failure?.message} className="mb-4" />
        <HiddenFields fields={hidden} />
        <ModalActions>
          <ModalCancel />
          <SubmitButton intent={intent} pendingLabel="Deleting…" className={dangerButton}>
            Delete
          </SubmitButton>
        </ModalActions>
      </DialogForm>
    </UrlModal>
  );
}

/** What a dialog shows when its page or module was deleted meanwhile (an old link, another tab). */
export function MissingTargetModal({ what }: { what: string }) {
  return (
    <UrlModal title={`This ${what} no longer exists`} description={`It may have been deleted or renamed in another tab. Close this dialog to see the current list.`}>
      <ModalActions>
        <ModalCancel label="Close" />
      </ModalActions>
    </UrlModal>
  );
}
