import type { FormFailure } from "~/lib/forms/form-result";
import { DialogForm, HiddenFields } from "~/ui/dialog-form";
import { FormBanner } from "~/ui/form-banner";
import { ListboxField } from "~/ui/listbox-field";
import { SubmitButton } from "~/ui/submit-button";
import { ModalActions, ModalCancel, UrlModal } from "~/ui/url-modal";
import type { ProjectQrCode } from "../read-qr-codes-of-addresses.server";
import { RETARGET_QR_CODE_INTENT } from "../qr-code-change-schema";

/** Points a printed code at another page, module or messaging link of the project; its scans go on counting. */
export function RetargetQrCodeModal({ code, targets, failure }: { code: ProjectQrCode; targets: readonly { target: string; label: string }[]; failure: FormFailure | undefined }) {
  const options = targets.map((entry) => ({ value: entry.target, label: entry.label, ...(entry.target.startsWith("/") ? { description: entry.target } : {}) }));
  return (
    <UrlModal
      title={`Retarget the QR code ${code.address}`}
      description={`It opens ${code.label} now. Printed copies open what you choose from the next scan on, and keep counting.`}
    >
      <DialogForm>
        <FormBanner message={failure && !failure.fieldErrors.target ? failure.message : undefined} className="mb-4" />
        <HiddenFields fields={{ code: code.code }} />
        <ListboxField
          label="Opens"
          name="target"
          options={options}
          defaultValue={failure?.values.target ?? code.target}
          error={failure?.fieldErrors.target}
          placeholder="Choose a page, module or messaging link…"
        />
        <ModalActions>
          <ModalCancel />
          <SubmitButton intent={RETARGET_QR_CODE_INTENT} pendingLabel="Saving…">
            Retarget
          </SubmitButton>
        </ModalActions>
      </DialogForm>
    </UrlModal>
  );
}
