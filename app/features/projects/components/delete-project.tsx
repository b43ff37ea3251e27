import { useState } from "react";
import { Form, Link } from "react-router";
import { TextField } from "~/ui/text-field";
import type { FormFailure } from "~/lib/forms/form-result";
import { dangerButton } from "~/ui/button-styles";
import { FormBanner } from "~/ui/form-banner";
import { modalLink } from "~/ui/modal-state";
import { SubmitButton } from "~/ui/submit-button";
import { ModalActions, ModalCancel, UrlModal } from "~/ui/url-modal";
import { useHydrated } from "~/ui/use-hydrated";

/** The settings' danger zone: what deleting means, and the way to the confirmation dialog. */
export function DangerZone({ search }: { search: URLSearchParams }) {
  return (
    <section aria-labelledby="danger-zone" className="mt-8 rounded-xl border border-red-200 bg-white shadow-xs">
      <div className="flex flex-col gap-4 px-5 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div>
          <h2 id="danger-zone" className="text-sm font-semibold text-red-700">
            Delete this project
          </h2>
          <p className="mt-1 text-sm text-neutral-600">Removes every page, module, lead and image of the project, and takes its site offline.</p>
        </div>
        <Link {...modalLink(search, "delete-project")} className={`${dangerButton} shrink-0`}>
          Delete project
        </Link>
      </div>
    </section>
  );
}

/** Type the id to confirm: deleting a whole project must never be one slip of the mouse. */
export function DeleteProjectModal({ project, failure }: { project: { id: string; name: string }; failure: FormFailure | undefined }) {
  const [typed, setTyped] = useState(failure?.values.confirmId ?? "");
  const errors = failure?.fieldErrors ?? {};
  const hydrated = useHydrated();
  const matches = typed.trim().toLowerCase() === project.id;
  return (
    <UrlModal title={`Delete “${project.name}”?`} description="Every page, module, lead and image of this project is removed. This cannot be undone.">
      <Form method="post" replace noValidate className="space-y-5">
        <FormBanner message={failure && !errors.confirmId ? failure.message : undefined} />
        <TextField
          label={`Type ${project.id} to confirm`}
          name="confirmId"
          value={typed}
          onChange={setTyped}
          error={errors.confirmId}
          autoComplete="off"
          spellCheck={false}
          autoFocus
         
        />
        <ModalActions>
          <ModalCancel />
          <SubmitButton intent="delete-project" pendingLabel="Deleting…" className={dangerButton} disabled={hydrated && !matches}>
            Delete project
          </SubmitButton>
        </ModalActions>
      </Form>
    </UrlModal>
  );
}
