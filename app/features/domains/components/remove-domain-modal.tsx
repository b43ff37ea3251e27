import type { FormFailure } from "~/lib/forms/form-result";
import { dangerButton } from "~/ui/button-styles";
import { DialogForm, HiddenFields } from "~/ui/dialog-form";
import { FormBanner } from "~/ui/form-banner";
import { SubmitButton } from "~/ui/submit-button";
import { ModalActions, ModalCancel, UrlModal } from "~/ui/url-modal";

/** “Remove crumb.test?”: the site stops answering at that domain, and adding it back needs a new TXT record. */
export function RemoveDomainModal({ domain, failure }: { domain: { id: string; host: string }; failure: FormFailure | undefined }) {
  return (
    <UrlModal
      title={`Remove ${domain.host}?`}
      description="The site stops answering at this domain at once. Adding it again later gives it a new token, so its TXT record must be set again."
    >
      <DialogForm>
        <FormBanner message={failure?.message} className="mb-4" />
        <HiddenFields fields={{ domainId: domain.id }} />
        <ModalActions>
          <ModalCancel />
          <SubmitButton intent="remove-domain" pendingLabel="Removing…" className={dangerButton}>
            Remove
          </SubmitButton>
        </ModalActions>
      </DialogForm>
    </UrlModal>
  );
}
