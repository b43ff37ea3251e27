import type { FormFailure } from "~/lib/forms/form-result";
import { dangerButton } from "~/ui/button-styles";
import { DialogForm, HiddenFields } from "~/ui/dialog-form";
import { FormBanner } from "~/ui/form-banner";
import { SubmitButton } from "~/ui/submit-button";
import { ModalActions, ModalCancel, UrlModal } from "~/ui/url-modal";
import type { ProjectQrCode } from "../read-qr-codes-of-addresses.server";
import { DELETE_QR_CODE_INTENT } from "../qr-code-change-schema";

/** “Delete the QR code …?”: printed copies stop working for good (410), and the code is never given out again. */
export function DeleteQrCodeModal({ code, failure }: { code: ProjectQrCode; failure: FormFailure | undefined }) {
  return (
    <UrlModal
      title={`Delete the QR code ${code.address}?`}
      description={`It opens ${code.label} now. Once deleted, every printed copy says the code was deleted instead, and it never opens anything again. Its scans stay in the figures.`}
    >
      <DialogForm>
        <FormBanner message={failure?.message} className="mb-4" />
        <HiddenFields fields={{ code: code.code }} />
        <ModalActions>
          <ModalCancel />
          <SubmitButton intent={DELETE_QR_CODE_INTENT} pendingLabel="Deleting…" className={dangerButton}>
            Delete
          </SubmitButton>
        </ModalActions>
      </DialogForm>
    </UrlModal>
  );
}
