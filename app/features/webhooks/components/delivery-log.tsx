import { Form } from "react-router";
import { secondaryButton } from "~/ui/button-styles";
import { SubmitButton } from "~/ui/submit-button";
import type { AttemptView, DeliveryView } from "../list-webhook-endpoints.server";

const STATE_LABELS: Record<string, string> = { pending: "Waiting", delivered: "Delivered", failed: "Failed" };
const STATE_STYLES: Record<string, string> = { pending: "bg-neutral-100 text-neutral-700", delivered: "bg-emerald-50 text-emerald-800", failed: "bg-red-50 text-red-800" };

function outcome(attempt: AttemptView): string {
  return attempt.statusCode === null ? (attempt.error ?? "No answer") : `HTTP ${attempt.statusCode}`;
}

/** Every delivery of one endpoint with each of its attempts; "Send again" for the ones that are done. */
export function DeliveryLog({ endpointId, deliveries, canEdit }: { endpointId: string; deliveries: readonly DeliveryView[]; canEdit: boolean }) {
  if (deliveries.length === 0) return <p className="text-sm text-neutral-600">Nothing sent yet. New leads appear here, or press “Send a test event”.</p>;
  return (
    <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200" aria-label="Delivery log">
      {deliveries.map((delivery) => (
        <li key={delivery.id} className="p-3">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATE_STYLES[delivery.state] ?? ""}`}>{STATE_LABELS[delivery.state] ?? delivery.state}</span>
            <span className="font-mono text-xs text-neutral-700">{delivery.eventType}</span>
            <span className="text-neutral-600">{delivery.created}</span>
            <span className="text-neutral-600">
              {delivery.attempts.length} {delivery.attempts.length === 1 ? "attempt" : "attempts"}
              {delivery.nextAttempt ? `, next ${delivery.nextAttempt}` : ""}
            </span>
            {canEdit && delivery.state !== "pending" ? (
              <Form method="post" preventScrollReset className="ml-auto">
                <input type="hidden" name="endpointId" value={endpointId} />
                <input type="hidden" name="deliveryId" value={delivery.id} />
                <SubmitButton intent="send-again" pendingLabel="Sending…" className={secondaryButton}>
                  Send again
                </SubmitButton>
              </Form>
            ) : null}
          </div>
          {delivery.attempts.length > 0 ? (
            <details className="mt-2 text-sm">
              <summary className="cursor-pointer text-neutral-600 focus-visible:outline-2 focus-visible:outline-accent">Attempts of {delivery.id}</summary>
              <ol className="mt-2 space-y-2">
                {delivery.attempts.map((attempt) => (
                  <li key={attempt.startedAt} className="rounded-md bg-neutral-50 p-2">
                    <p>
                      <time dateTime={attempt.startedAt}>{attempt.when}</time> · <strong>{outcome(attempt)}</strong> · {attempt.durationMs} ms
                    </p>
                    {attempt.responseSnippet ? <pre className="mt-1 max-h-32 overflow-auto whitespace-pre-wrap break-all text-xs text-neutral-700">{attempt.responseSnippet}</pre> : null}
                  </li>
                ))}
              </ol>
            </details>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
