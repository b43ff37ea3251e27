import { Form, Link } from "react-router";
import { failureOf, type Flash, type FormFailure } from "~/lib/forms/form-result";
import { secondaryButton } from "~/ui/button-styles";
import { FlashToaster } from "~/ui/flash-toaster";
import { FormBanner } from "~/ui/form-banner";
import { ListboxField } from "~/ui/listbox-field";
import { ProjectHeader } from "~/ui/project-header";
import { RadioGroupField } from "~/ui/radio-group-field";
import { SubmitButton } from "~/ui/submit-button";
import { TextField } from "~/ui/text-field";
import type { RedirectsScreenData } from "../redirects-screen.server";

/**
 * `/project/{id}/settings/redirects`: the site's redirects (old path → a path of the site or an
 * http(s) address, 301 or 302) and the page unknown addresses show (docs/product.md#redirects).
 * Both go live with the next publish (decision 0032).
 */
export function RedirectsScreen({ screen, flash, failure }: { screen: RedirectsScreenData; flash: Flash | null; failure: FormFailure | undefined }) {
  const { project, redirects, pages, canEdit } = screen;
  const addFailure = failureOf(failure, "add-redirect");
  const pageFailure = failureOf(failure, "set-not-found-page");
  const rowFailure = failureOf(failure, "remove-redirect");
  const addBanner = addFailure && !addFailure.fieldErrors.from && !addFailure.fieldErrors.to && !addFailure.fieldErrors.status ? addFailure.message : undefined;
  return (
    <section>
      <FlashToaster flash={flash} />
      <ProjectHeader
        project={project}
        publicHost={screen.publicHost}
        screen="Redirects"
        canEdit={canEdit}
        actions={
          <Link to={`/project/${project.id}/settings`} className="text-sm font-medium text-accent hover:underline">
            Back to settings
          </Link>
        }
      />
      <p className="mb-6 max-w-2xl text-sm text-neutral-600">
        Send visitors of an old address to a page of this site or to another site, and choose the page unknown addresses show. Changes here go live with the next publish, on {screen.publicHost}/{project.id} and on the project's domains.
      </p>
      {canEdit ? (
        <Form key={flash?.id} method="post" replace noValidate className="mb-6 max-w-2xl space-y-4 rounded-xl border border-neutral-200 bg-white p-5">
          <h2 className="text-base font-semibold text-neutral-900">Add a redirect</h2>
          <FormBanner message={addBanner} />
          <div className="flex flex-col gap-3 sm:flex-row">
            <TextField label="From path" name="from" defaultValue={addFailure?.values.from ?? ""} error={addFailure?.fieldErrors.from} description="Below the site, such as /old-offer." autoComplete="off" spellCheck={false} className="flex-1" />
            <TextField label="To" name="to" defaultValue={addFailure?.values.to ?? ""} error={addFailure?.fieldErrors.to} description="A path such as /offer, or https://…" autoComplete="off" spellCheck={false} className="flex-1" />
          </div>
          <RadioGroupField
            label="Kind"
            name="status"
            defaultValue={addFailure?.values.status === "302" ? "302" : "301"}
            error={addFailure?.fieldErrors.status}
            options={[
              { value: "301", label: "301: moved for good", description: "Search engines move the old address's standing to the new one." },
              { value: "302", label: "302: for now", description: "For a while only; the old address keeps its place." },
            ]}
          />
          <SubmitButton intent="add-redirect" pendingLabel="Adding…">
            Add redirect
          </SubmitButton>
        </Form>
      ) : null}
      <FormBanner message={rowFailure?.message} className="mb-4" />
      {redirects.length === 0 ? (
        <p className="mb-8 max-w-2xl rounded-xl border border-dashed border-neutral-300 bg-white px-6 py-6 text-center text-sm text-neutral-600">No redirects yet. Renaming a page offers one from its old address.</p>
      ) : (
        <table className="mb-8 w-full max-w-2xl text-left text-sm">
          <caption className="sr-only">Redirects</caption>
          <thead>
            <tr className="border-b border-neutral-200 text-neutral-600">
              <th className="py-2 font-medium">From</th>
              <th className="py-2 font-medium">To</th>
              <th className="py-2 font-medium">Kind</th>
              {canEdit ? <th className="py-2"><span className="sr-only">Actions</span></th> : null}
            </tr>
          </thead>
          <tbody>
            {redirects.map((redirect) => (
              <tr key={redirect.from} className="border-b border-neutral-100">
                <td className="py-2 pr-3 break-all">{redirect.from}</td>
                <td className="py-2 pr-3 break-all">{redirect.to}</td>
                <td className="py-2 pr-3">{redirect.status}</td>
                {canEdit ? (
                  <td className="py-2 text-right">
                    <Form method="post" replace>
                      <input type="hidden" name="from" value={redirect.from} />
                      <button type="submit" name="intent" value="remove-redirect" className={secondaryButton} aria-label={`Remove the redirect from ${redirect.from}`}>
                        Remove
                      </button>
                    </Form>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Form method="post" replace noValidate className="max-w-2xl space-y-4 rounded-xl border border-neutral-200 bg-white p-5">
        <h2 className="text-base font-semibold text-neutral-900">Not-found page</h2>
        <ListboxField
          label="Unknown addresses show"
          name="pageId"
          defaultValue={screen.notFoundPageId ?? ""}
          error={pageFailure?.fieldErrors.pageId ?? pageFailure?.message}
          disabled={!canEdit}
          options={[{ value: "", label: "The standard not-found page", description: "The site's header and footer, and a link to the home page" }, ...pages.map((page) => ({ value: page.id, label: page.title, description: `/${page.slug}` }))]}
          description="Shown with status 404, so search engines know the address does not exist."
        />
        {canEdit ? (
          <SubmitButton intent="set-not-found-page" pendingLabel="Saving…">
            Save not-found page
          </SubmitButton>
        ) : null}
      </Form>
    </section>
  );
}
