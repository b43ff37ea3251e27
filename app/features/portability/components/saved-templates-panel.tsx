import { ExternalLink } from "lucide-react";
import { useFetcher } from "react-router";
import { isFormFailure } from "~/lib/forms/form-result";
import { secondaryButton } from "~/ui/button-styles";
import type { SavedTemplateCard } from "../saved-templates.server";

function DeleteTemplateButton({ template }: { template: SavedTemplateCard }) {
  const fetcher = useFetcher();
  const failure = isFormFailure(fetcher.data) ? fetcher.data : undefined;
  return (
    <fetcher.Form
      method="post"
      action={`/saved-templates/${template.id}`}
      onSubmit={(event) => {
        if (!window.confirm(`Delete the template “${template.name}”? Projects made from it keep their pages and images.`)) event.preventDefault();
      }}
    >
      <button type="submit" name="intent" value="delete-template" disabled={fetcher.state !== "idle"} className={secondaryButton}>
        Delete<span className="sr-only"> {template.name}</span>
      </button>
      {failure ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {failure.message}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/** The dashboard's list of the partner's own templates (docs/product.md#templates): preview or delete each; new projects start from them in the gallery. */
export function SavedTemplatesPanel({ templates }: { templates: readonly SavedTemplateCard[] }) {
  if (templates.length === 0) return null;
  return (
    <section aria-labelledby="your-templates" className="mt-10 rounded-xl border border-neutral-200 bg-white shadow-xs">
      <div className="px-5 pt-5 sm:px-6">
        <h2 id="your-templates" className="text-sm font-semibold text-neutral-900">
          Your templates
        </h2>
        <p className="mt-1 text-sm text-neutral-600">Saved from your projects; start a new project from one in New project.</p>
      </div>
      <ul className="divide-y divide-neutral-100 px-5 pb-3 sm:px-6">
        {templates.map((template) => (
          <li key={template.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
            <div className="min-w-0">
              <p className="font-medium text-neutral-900">
                {template.name}
                {template.isPublished ? <span className="ml-2 rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800">Shared with every partner</span> : null}
              </p>
              <p className="text-neutral-600">
                {template.description ? `${template.description} ` : ""}
                {template.pageCount === 1 ? "1 page." : `${template.pageCount} pages.`}
              </p>
            </div>
            <div className="flex items-center gap-3">
              <a href={`/saved-template-preview/${template.id}`} target="_blank" rel="noopener" className="inline-flex items-center gap-1 text-accent underline">
                Preview<span className="sr-only"> {template.name}</span>
                <ExternalLink aria-hidden className="size-3" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
              <DeleteTemplateButton template={template} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
