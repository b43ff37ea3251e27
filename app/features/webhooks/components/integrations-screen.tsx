import { Form } from "react-router";
import { failureOf, type Flash, type FormFailure } from "~/lib/forms/form-result";
import { dangerButton, secondaryButton } from "~/ui/button-styles";
import { CopyButton } from "~/ui/copy-button";
import { FlashToaster } from "~/ui/flash-toaster";
import { FormBanner } from "~/ui/form-banner";
import { ProjectHeader } from "~/ui/project-header";
import { SubmitButton } from "~/ui/submit-button";
import { TextField } from "~/ui/text-field";
import type { ShownSecret } from "../integrations-actions.server";
import type { EndpointView } from "../list-webhook-endpoints.server";
import { SECRET_OVERLAP_TEXT } from "../webhook-rules";
import { DeliveryLog } from "./delivery-log";
import { WebhookDisabledBanner } from "./webhook-disabled-banner";

export type IntegrationsScreenProps = {
  project: { id: string; name: string; primaryColor: string };
  publicHost: string;
  canEdit: boolean;
  endpoints: readonly EndpointView[];
  flash: Flash | null;
  failure: FormFailure | undefined;
  shownSecret: ShownSecret | undefined;
};

function SecretOnce({ shown }: { shown: ShownSecret }) {
  return (
    <div role="status" className="mb-6 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
      <p className="font-medium">{shown.intent === "create-endpoint" ? "Webhook added." : `New secret made. For ${SECRET_OVERLAP_TEXT} deliveries are signed with the old one as well, so your receiver keeps accepting them while you switch it over; after that only the new one signs.`} Copy its signing secret now: it is not shown again.</p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <code className="min-w-0 break-all rounded bg-white px-2 py-1 font-mono text-xs" data-testid="webhook-secret">
          {shown.secret}
        </code>
        <CopyButton text={shown.secret} label="Copy the signing secret" />
      </div>
    </div>
  );
}

function EndpointCard({ endpoint, canEdit, failure }: { endpoint: EndpointView; canEdit: boolean; failure: FormFailure | undefined }) {
  const editFailure = failureOf(failure, "update-endpoint");
  const mine = editFailure?.values.endpointId === endpoint.id ? editFailure : undefined;
  return (
    <li className="rounded-xl border border-neutral-200 bg-white p-4 shadow-xs sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 break-all font-mono text-sm text-neutral-900">{endpoint.url}</h3>
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${endpoint.isEnabled ? "bg-emerald-50 text-emerald-800" : "bg-neutral-100 text-neutral-700"}`}>{endpoint.isEnabled ? "On" : "Off"}</span>
        <span className="text-xs text-neutral-600">lead.created · added {endpoint.created}</span>
      </div>
      {endpoint.disabledReason ? <p className="mt-2 text-sm text-amber-800">{endpoint.disabledReason}. Turn it on again once the receiver answers.</p> : null}
      {canEdit ? (
        <>
          <Form method="post" preventScrollReset noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
            <input type="hidden" name="endpointId" value={endpoint.id} />
            <TextField label="URL" name="url" type="url" defaultValue={mine?.values.url ?? endpoint.url} error={mine?.fieldErrors.url ?? mine?.message} className="min-w-0 flex-1" />
            <label className="flex items-center gap-2 text-sm text-neutral-800">
              <input type="checkbox" name="isEnabled" value="on" defaultChecked={endpoint.isEnabled} className="size-4" />
              On
            </label>
            <SubmitButton intent="update-endpoint" pendingLabel="Saving…" className={secondaryButton}>
              Save
            </SubmitButton>
          </Form>
          <div className="mt-3 flex flex-wrap gap-2">
            {(["send-test", "rotate-secret"] as const).map((intent) => (
              <Form key={intent} method="post" preventScrollReset>
                <input type="hidden" name="endpointId" value={endpoint.id} />
                <SubmitButton intent={intent} pendingLabel={intent === "send-test" ? "Queuing…" : "Making…"} className={secondaryButton}>
                  {intent === "send-test" ? "Send a test event" : "Rotate secret"}
                </SubmitButton>
              </Form>
            ))}
            <details className="relative">
              <summary className={`${secondaryButton} cursor-pointer list-none`}>Delete…</summary>
              <Form method="post" preventScrollReset className="mt-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm">
                <input type="hidden" name="endpointId" value={endpoint.id} />
                <p className="mb-2 text-red-900">Delete this webhook and its log? Leads stay in the inbox.</p>
                <SubmitButton intent="delete-endpoint" pendingLabel="Deleting…" className={dangerButton}>
                  Delete webhook
                </SubmitButton>
              </Form>
            </details>
          </div>
        </>
      ) : null}
      <h4 className="mt-5 mb-2 text-sm font-medium text-neutral-900">Delivery log</h4>
      <DeliveryLog endpointId={endpoint.id} deliveries={endpoint.deliveries} canEdit={canEdit} />
    </li>
  );
}

/** `/project/{id}/settings/integrations`: the project's webhooks and their delivery logs (docs/product.md#webhooks). */
export function IntegrationsScreen(props: IntegrationsScreenProps) {
  const { project, canEdit, endpoints, failure } = props;
  const createFailure = failureOf(failure, "create-endpoint");
  const otherFailure = failure && !createFailure && failure.intent !== "update-endpoint" ? failure : undefined;
  const disabled = endpoints.filter((endpoint) => endpoint.disabledReason).map(({ id, url }) => ({ id, url }));
  return (
    <section>
      <FlashToaster flash={props.flash} />
      <ProjectHeader project={project} publicHost={props.publicHost} screen="Integrations" canEdit={canEdit} />
      <WebhookDisabledBanner projectId={project.id} disabled={disabled} />
      {props.shownSecret ? <SecretOnce shown={props.shownSecret} /> : null}
      <FormBanner message={otherFailure?.message} className="mb-4" />
      <p className="mb-4 max-w-prose text-sm text-neutral-600">
        Webhooks send each new lead, signed, to a URL you choose: Zapier, Make, n8n or your own server. Suspected spam is not sent. Failed sends are tried again for about 3 days.
      </p>
      {canEdit ? (
        <Form method="post" preventScrollReset noValidate className="mb-6 flex flex-col gap-3 rounded-xl border border-neutral-200 bg-white p-4 shadow-xs sm:flex-row sm:items-end sm:p-5">
          <TextField label="Webhook URL" name="url" type="url" placeholder="https://hooks.zapier.com/hooks/catch/…" defaultValue={createFailure?.values.url} error={createFailure?.fieldErrors.url ?? createFailure?.message} className="min-w-0 flex-1" />
          <SubmitButton intent="create-endpoint" pendingLabel="Adding…">
            Add webhook
          </SubmitButton>
        </Form>
      ) : null}
      {endpoints.length === 0 ? (
        <p className="rounded-xl border border-dashed border-neutral-300 p-6 text-center text-sm text-neutral-600">No webhooks yet. Leads reach you in the inbox{canEdit ? "; add a URL above to send them on as well" : ""}.</p>
      ) : (
        <ul className="space-y-4">
          {endpoints.map((endpoint) => (
            <EndpointCard key={endpoint.id} endpoint={endpoint} canEdit={canEdit} failure={failure} />
          ))}
        </ul>
      )}
    </section>
  );
}
