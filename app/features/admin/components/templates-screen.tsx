import { ExternalLink } from "lucide-react";
import { Form, Link } from "react-router";
import type { Flash } from "~/lib/forms/form-result";
import { secondaryButton } from "~/ui/button-styles";
import { FormBanner } from "~/ui/form-banner";
import type { AdminTemplateRow } from "../published-templates.server";
import { AdminShell, Card } from "./admin-shell";
import { formatDate } from "./format";

/** Partners' saved templates, which an admin may offer to every partner of the installation (docs/product.md#templates). */
export function TemplatesScreen({ templates, flash, error }: { templates: readonly AdminTemplateRow[]; flash: Flash | null; error?: string | undefined }) {
  return (
    <AdminShell flash={flash}>
      <div className="mb-6">
        <h1 className="text-2xl font-semibold tracking-tight text-neutral-900">Templates</h1>
        <p className="mt-1 text-sm text-neutral-600">
          Templates partners saved from their projects. A published one is offered to every partner in the new-project gallery.
        </p>
      </div>
      <FormBanner message={error} className="mb-4" />
      <Card>
        {templates.length === 0 ? (
          <p className="px-5 py-10 text-center text-sm text-neutral-600">No partner has saved a template yet.</p>
        ) : (
          <ul aria-label="Saved templates" className="divide-y divide-neutral-100">
            {templates.map((template) => (
              <li key={template.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3 text-sm">
                <div className="min-w-0">
                  <p className="font-medium text-neutral-900">
                    {template.name}{" "}
                    {template.publishedAt ? <span className="ml-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800">Published</span> : <span className="ml-1 rounded-full bg-neutral-100 px-2 py-0.5 text-xs text-neutral-600">Private</span>}
                  </p>
                  {template.description ? <p className="text-neutral-600">{template.description}</p> : null}
                  <p className="text-xs text-neutral-600">
                    {template.pageCount === 1 ? "1 page" : `${template.pageCount} pages`} · saved by{" "}
                    <Link to={`/admin/users/${template.ownerId}`} className="text-accent hover:underline">
                      {template.ownerName}
                    </Link>{" "}
                    ({template.ownerEmail}) on {formatDate(template.created)}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <a href={`/saved-template-preview/${template.id}`} target="_blank" rel="noopener" className="inline-flex items-center gap-1 text-accent underline">
                    Preview
                    <ExternalLink aria-hidden className="size-3" />
                    <span className="sr-only">{template.name} (opens in a new tab)</span>
                  </a>
                  <Form method="post" replace>
                    <input type="hidden" name="templateId" value={template.id} />
                    <button type="submit" name="intent" value={template.publishedAt ? "unpublish-template" : "publish-template"} className={secondaryButton}>
                      {template.publishedAt ? "Unpublish" : "Publish to every partner"}
                      <span className="sr-only"> {template.name}</span>
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </AdminShell>
  );
}
