import { Globe } from "lucide-react";
import { Form, Link } from "react-router";
import { failureOf, type Flash, type FormFailure } from "~/lib/forms/form-result";
import { FlashToaster } from "~/ui/flash-toaster";
import { FormBanner } from "~/ui/form-banner";
import { useModalState } from "~/ui/modal-state";
import { ProjectHeader } from "~/ui/project-header";
import { SubmitButton } from "~/ui/submit-button";
import { TextField } from "~/ui/text-field";
import type { DomainsScreenData } from "../domains-screen.server";
import { DomainCard } from "./domain-card";
import { RemoveDomainModal } from "./remove-domain-modal";

/** `/project/{id}/settings/domains`: the project's own domains, what to set at the DNS provider, and their state (docs/product.md#custom-domains). */
export function DomainsScreen({ screen, flash, failure }: { screen: DomainsScreenData; flash: Flash | null; failure: FormFailure | undefined }) {
  const { project, domains, canEdit } = screen;
  const { modal, search } = useModalState();
  const addFailure = failureOf(failure, "add-domain");
  const removing = modal === "remove-domain" ? domains.find((domain) => domain.id === search.get("domain")) : undefined;
  const removeFailure = failureOf(failure, "remove-domain");
  const rowFailure = failure && !addFailure && !removeFailure ? failure : undefined;
  return (
    <section>
      <FlashToaster flash={flash} />
      <ProjectHeader
        project={project}
        publicHost={screen.publicHost}
        screen="Domains"
        canEdit={canEdit}
        actions={
          <Link to={`/project/${project.id}/settings`} className="text-sm font-medium text-accent hover:underline">
            Back to settings
          </Link>
        }
      />
      <p className="mb-6 max-w-2xl text-sm text-neutral-600">
        Serve this project's site at your own domain, such as crumb.test or www.crumb.test. Add the domain, set the records shown at your DNS provider, then press “Check now”. The first verified domain becomes primary: the others redirect to it.
      </p>
      {canEdit ? (
        // A new key after each success empties the field for the next domain.
        <Form key={flash?.id} method="post" replace noValidate className="mb-8 flex max-w-2xl flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            label="Domain name"
            name="host"
            defaultValue={addFailure?.values.host ?? ""}
            error={addFailure?.fieldErrors.host ?? addFailure?.message}
            description="Such as crumb.test or www.crumb.test."
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            inputMode="url"
            className="flex-1"
          />
          <div className="sm:pt-7">
            <SubmitButton intent="add-domain" pendingLabel="Adding…">
              Add domain
            </SubmitButton>
          </div>
        </Form>
      ) : null}
      <FormBanner message={rowFailure?.message} className="mb-4" />
      {domains.length === 0 ? (
        <div className="rounded-xl border border-dashed border-neutral-300 bg-white px-6 py-10 text-center">
          <Globe aria-hidden className="mx-auto size-8 text-neutral-600" />
          <h2 className="mt-3 text-sm font-semibold text-neutral-900">No domains yet</h2>
          <p className="mt-1 text-sm text-neutral-600">
            The site is served at {screen.publicHost}/{project.id}
            {canEdit ? " until you add a domain of your own." : "."}
          </p>
        </div>
      ) : (
        <ul className="space-y-4">
          {domains.map((domain) => (
            <li key={domain.id}>
              <DomainCard domain={domain} canEdit={canEdit} search={search} />
            </li>
          ))}
        </ul>
      )}
      {canEdit && removing ? <RemoveDomainModal domain={removing} failure={removeFailure} /> : null}
    </section>
  );
}
