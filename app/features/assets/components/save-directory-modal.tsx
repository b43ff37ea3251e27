import { useState } from "react";
import { Form } from "react-router";
import { FormBanner } from "~/ui/form-banner";
import { SubmitButton } from "~/ui/submit-button";
import { ModalActions, ModalCancel, UrlModal } from "~/ui/url-modal";
import type { FormFailure } from "~/lib/forms/form-result";
import { TextField } from "~/ui/text-field";
import { FOLDER_NAME_MAX_LENGTH } from "../schema";

/**
 * The directory save dialog (docs/product.md#dialogs) (`?modal=save-directory`): names a new folder, or renames the
 * one given by `&directory={id}`.
 */
export function SaveDirectoryModal({ folder, failure }: { folder: { id: string; name: string } | null; failure: FormFailure | undefined }) {
  const [name, setName] = useState(failure?.values.name ?? folder?.name ?? "");
  const fieldError = failure?.fieldErrors.name;
  const intent = folder ? "rename-folder" : "create-folder";
  return (
    <UrlModal
      title={folder ? "Rename folder" : "New folder"}
      description={folder ? "Images stay in the folder; only its name changes." : "Folders keep the library tidy; an image is in one folder or none."}
    >
      <Form method="post" replace preventScrollReset className="space-y-5" noValidate>
        <FormBanner message={failure && !fieldError ? failure.message : undefined} />
        {folder ? <input type="hidden" name="folderId" value={folder.id} /> : null}
        <TextField
          label="Folder name"
          name="name"
          value={name}
          onChange={setName}
          error={fieldError}
          maxLength={FOLDER_NAME_MAX_LENGTH}
          placeholder="Logos"
          autoComplete="off"
          autoFocus
          required
        />
        <ModalActions>
          <ModalCancel />
          <SubmitButton intent={intent} pendingLabel="Saving…">
            {folder ? "Save name" : "Create folder"}
          </SubmitButton>
        </ModalActions>
      </Form>
    </UrlModal>
  );
}
