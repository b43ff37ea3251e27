import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { secondaryButton } from "~/ui/button-styles";
import { CopyButton } from "~/ui/copy-button";
import { searchWithoutModal } from "~/ui/modal-state";
import type { DomainView } from "../list-domains.server";

const STATE_LOOK: Record<DomainView["state"], { label: string; className: string }> = {
  pending: { label: "Pending", className: "bg-amber-50 text-amber-800 ring-amber-200" },
  verified: { label: "Verified", className: "bg-sky-50 text-sky-800 ring-sky-200" },
  active: { label: "Active", className: "bg-emerald-50 text-emerald-700 ring-emerald-200" },
  failed: { label: "Failed", className: "bg-red-50 text-red-700 ring-red-200" },
};

/** One domain: its state, why it is not verified, the records to set, and what the owner can do with it. */
export function DomainCard({ domain, canEdit, search }: { domain: DomainView; canEdit: boolean; search: URLSearchParams }) {
  const look = STATE_LOOK[domain.state];
  const claimed = domain.state === "verified" || domain.state === "active";
  const headingId = `domain-${domain.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-neutral-200 bg-white shadow-xs">
      <div className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-start sm:justify-between sm:px-5">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-base font-semibold break-all text-neutral-900">
              {domain.host}
            </h2>
            <span className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${look.className}`}>{look.label}</span>
            {domain.isPrimary ? <span className="rounded-full bg-neutral-900 px-2 py-0.5 text-xs font-medium text-white">Primary</span> : null}
          </div>
          {domain.failureReason ? (
            <p className={`mt-1.5 text-sm ${domain.state === "failed" ? "text-red-700" : "text-neutral-600"}`}>
              {domain.state === "failed" ? domain.failureReason : `Last check: ${domain.failureReason}`}
            </p>
          ) : null}
          {domain.lastCheckedAt ? <p className="mt-1 text-xs text-neutral-600">Last checked {new Date(domain.lastCheckedAt).toUTCString()}</p> : null}
        </div>
        {canEdit ? (
          <div className="flex flex-wrap gap-2">
            <RowButton domainId={domain.id} intent="check-domain" pendingLabel="Checking…">
              Check now
            </RowButton>
            {claimed && !domain.isPrimary ? (
              <RowButton domainId={domain.id} intent="make-primary" pendingLabel="Saving…">
                Make primary
              </RowButton>
            ) : null}
            <RemoveButton domainId={domain.id} search={search} />
          </div>
        ) : null}
      </div>
      <div className="border-t border-neutral-100 px-4 py-4 sm:px-5">
        <h3 className="text-sm font-medium text-neutral-900">Records to set at your DNS provider</h3>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[20rem] text-left text-sm">
            <thead className="text-xs text-neutral-600">
              <tr>
                <th scope="col" className="py-1.5 pr-3 font-medium">Type</th>
                <th scope="col" className="py-1.5 pr-3 font-medium">Name</th>
                <th scope="col" className="py-1.5 font-medium">Value</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-100">
              {domain.records.map((record) => (
                <tr key={`${record.type} ${record.value}`}>
                  <td className="py-2 pr-3 align-top font-medium text-neutral-900">{record.type}</td>
                  <td className="py-2 pr-3 align-top break-all text-neutral-700">{record.name}</td>
                  <td className="py-2 align-top">
                    <span className="flex items-start gap-1">
                      <code className="rounded bg-neutral-100 px-1.5 py-0.5 text-xs break-all text-neutral-900">{record.value}</code>
                      <CopyButton text={record.value} label={`Copy the ${record.type} value`} compact />
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {domain.unknownAddresses ? (
          <p className="mt-2 text-xs text-neutral-600">
            This server's IP addresses are not configured (PUBLIC_IPS), so only the TXT record is checked for {domain.host}. Ask whoever runs this Pagewright which A and AAAA records to set.
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** A one-button form for one domain, with a spinner on this row's button only while it posts. */
function RowButton({ domainId, intent, pendingLabel, children }: { domainId: string; intent: string; pendingLabel: string; children: ReactNode }) {
  const navigation = useNavigation();
  const form = navigation.formData;
  const busy = navigation.state !== "idle" && form?.get("intent") === intent && form.get("domainId") === domainId;
  return (
    <Form method="post" replace preventScrollReset>
      <input type="hidden" name="domainId" value={domainId} />
      <button type="submit" name="intent" value={intent} disabled={busy} className={secondaryButton}>
        {busy ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
        {busy ? pendingLabel : children}
      </button>
    </Form>
  );
}

/** Opens the confirmation dialog through the URL: a real button, and it works before the page's script has loaded. */
function RemoveButton({ domainId, search }: { domainId: string; search: URLSearchParams }) {
  const kept = [...searchWithoutModal(search)];
  return (
    <Form method="get" preventScrollReset>
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="modal" value="remove-domain" />
      <input type="hidden" name="domain" value={domainId} />
      <button type="submit" className={secondaryButton}>
        Remove
      </button>
    </Form>
  );
}
