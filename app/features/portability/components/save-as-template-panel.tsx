import { useFetcher } from "react-router";
import { isFormFailure } from "~/lib/forms/form-result";
import { NAME_MAX_LENGTH } from "~/lib/name-limits";
import { primaryButton } from "~/ui/button-styles";
import { FormBanner } from "~/ui/form-banner";
import { TextField } from "~/ui/text-field";
import { TextareaField } from "~/ui/textarea-field";
import { SAVED_TEMPLATE_DESCRIPTION_MAX_LENGTH } from "../saved-template-schema";

/** The settings' "Save as template" (docs/product.md#templates), shown to the owner only. */
export function SaveAsTemplatePanel({ projectId, projectName }: { projectId: string; projectName: string }) {
  const fetcher = useFetcher();
  const failure = isFormFailure(fetcher.data) ? fetcher.data : undefined;
  const errors = failure?.fieldErrors ?? {};
  const fieldMessages = Object.values(errors).filter(Boolean).length;
  return (
    <section aria-labelledby="save-as-template" className="mt-8 rounded-xl border border-neutral-200 bg-white shadow-xs">
      <fetcher.Form method="post" action={`/project/${projectId}/save-as-template`} noValidate className="space-y-4 px-5 py-5 sm:px-6">
        <div>
          <h2 id="save-as-template" className="text-sm font-semibold text-neutral-900">
            Save as template
          </h2>
          <p className="mt-1 text-sm text-neutral-600">
            Keep a copy of this project (pages, modules, settings and images) to start new projects from. Only you see it in the new-project gallery, under Your templates.
          </p>
        </div>
        <FormBanner message={failure && fieldMessages === 0 ? failure.message : undefined} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Template name" name="name" defaultValue={failure?.values.name ?? projectName} error={errors.name} maxLength={NAME_MAX_LENGTH} autoComplete="off" required />
          <TextareaField
            label="Description"
            name="description"
            defaultValue={failure?.values.description ?? ""}
            error={errors.description}
            maxLength={SAVED_TEMPLATE_DESCRIPTION_MAX_LENGTH}
            rows={2}
            description="Optional: what the template is for."
          />
        </div>
        <button type="submit" name="intent" value="save-as-template" disabled={fetcher.state !== "idle"} className={primaryButton}>
          {fetcher.state !== "idle" ? "Saving…" : "Save as template"}
        </button>
      </fetcher.Form>
    </section>
  );
}
