import { Archive, Inbox, Mail, MailCheck, MailOpen, Trash2 } from "lucide-react";
import { useState } from "react";
import { Form, Link } from "react-router";
import { secondaryButton } from "~/ui/button-styles";
import { useHydrated } from "~/ui/use-hydrated";
import type { InboxLead } from "../inbox.server";
import { leadSourceLabel, SUSPECTED_SPAM_LABEL, trafficSourceOf } from "../lead-labels";
import { LeadLanguage } from "./lead-language";

function who(lead: InboxLead): string {
  return lead.fields.name || lead.fields.email || lead.fields.phone || "Anonymous";
}

function snippet(lead: InboxLead): string {
  return lead.fields.message || lead.fields.custom.map((custom) => custom.value).find(Boolean) || lead.fields.email || "";
}

/** One attribution value in a list row, said in words so it reads without the column headings a table would have. */
function Attribution({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <span className="min-w-0 truncate">
      {label}: <span className="text-neutral-600">{value}</span>
    </span>
  );
}

const BULK = [
  { intent: "read", label: "Mark read", Icon: MailOpen },
  { intent: "unread", label: "Mark unread", Icon: Mail },
  { intent: "archive", label: "Archive", Icon: Archive },
  { intent: "delete", label: "Delete", Icon: Trash2 },
] as const;

/** The spam folder's actions: a lead leaves it by being let through or deleted. */
const SPAM_BULK = [
  { intent: "not-spam", label: "Not spam", Icon: MailCheck },
  { intent: "delete", label: "Delete", Icon: Trash2 },
] as const;

type LeadListProps = {
  leads: readonly InboxLead[];
  canEdit: boolean;
  selectedId: string | null;
  hrefFor: (leadId: string) => string;
  olderHref: string | null;
  newestHref: string | null;
  filtered: boolean;
  /** Whether to name each lead's language: the project has leads in more than one. */
  showLanguage: boolean;
  spamFolder: boolean;
};

/** The inbox list: newest first, with checkboxes and bulk actions for the owner (one plain form, so they work without JavaScript). */
export function LeadList({ leads, canEdit, selectedId, hrefFor, olderHref, newestHref, filtered, showLanguage, spamFolder }: LeadListProps) {
  const hydrated = useHydrated();
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) => setChecked((current) => (current.has(id) ? new Set([...current].filter((other) => other !== id)) : new Set([...current, id])));
  const allChecked = leads.length > 0 && leads.every((lead) => checked.has(lead.id));

  if (leads.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-dashed border-neutral-300 bg-white px-6 py-16 text-center">
        <Inbox aria-hidden className="size-8 text-neutral-600" />
        <p className="mt-3 font-medium text-neutral-900">{spamFolder ? "No spam" : filtered ? "No leads match these filters" : "No leads yet"}</p>
        <p className="mt-1 max-w-sm text-sm text-neutral-600">
          {spamFolder ? "Leads that look automated wait here for 30 days." : filtered ? "Try another search or clear the filters." : "Add a contact section to a page and publish it: what visitors send appears here."}
        </p>
        {newestHref ? (
          <Link to={newestHref} className="mt-4 text-sm font-medium text-accent underline-offset-4 hover:underline">
            Back to the newest leads
          </Link>
        ) : null}
      </div>
    );
  }
  return (
    <Form method="post" className="min-w-0 overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-xs">
      {canEdit ? (
        <div className="flex flex-wrap items-center gap-2 border-b border-neutral-200 bg-neutral-50 px-4 py-2">
          {hydrated ? (
            <label className="mr-2 flex items-center gap-2 text-sm text-neutral-700">
              <input type="checkbox" checked={allChecked} onChange={() => setChecked(allChecked ? new Set() : new Set(leads.map((lead) => lead.id)))} className="size-4" />
              {checked.size > 0 ? `${checked.size} selected` : "Select all"}
            </label>
          ) : (
            <span className="mr-2 text-sm text-neutral-600">With the checked leads:</span>
          )}
          {(spamFolder ? SPAM_BULK : BULK).map(({ intent, label, Icon }) => (
            <button key={intent} type="submit" name="intent" value={intent} disabled={hydrated && checked.size === 0} className={`${secondaryButton} px-2.5 py-1.5`}>
              <Icon aria-hidden className="size-4" /> {label}
            </button>
          ))}
        </div>
      ) : null}
      <ul className="divide-y divide-neutral-100">
        {leads.map((lead) => (
          <li key={lead.id} className={`flex items-start gap-3 px-4 py-3 ${lead.id === selectedId ? "bg-blue-50/60" : "hover:bg-neutral-50"}`}>
            {canEdit ? (
              <input
                type="checkbox"
                name="ids"
                value={lead.id}
                checked={hydrated ? checked.has(lead.id) : undefined}
                onChange={() => toggle(lead.id)}
                aria-label={`Select the lead from ${who(lead)}`}
                className="mt-1 size-4 shrink-0"
              />
            ) : null}
            <Link to={hrefFor(lead.id)} className="min-w-0 flex-1" aria-current={lead.id === selectedId ? "true" : undefined}>
              <span className="flex items-center gap-2">
                {lead.status === "new" ? <span aria-label="New" role="img" className="size-2 shrink-0 rounded-full bg-accent" /> : null}
                <span className={`truncate text-sm ${lead.status === "new" ? "font-semibold text-neutral-900" : "text-neutral-800"}`}>{who(lead)}</span>
                {lead.status === "archived" ? <span className="text-xs text-amber-700">Archived</span> : null}
                {lead.spamReason ? <span className="shrink-0 rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800 ring-1 ring-red-200 ring-inset">{SUSPECTED_SPAM_LABEL}</span> : null}
                <time dateTime={lead.receivedAt} title={lead.receivedAt} className="ml-auto shrink-0 text-xs text-neutral-600">
                  {lead.received}
                </time>
              </span>
              <span className="mt-0.5 block truncate text-sm text-neutral-600">{snippet(lead)}</span>
              <span className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-neutral-600">
                <span>{leadSourceLabel({ kind: lead.sourceKind, slug: lead.sourceSlug, path: lead.sourcePath, embeddedHost: lead.embeddedHost })}</span>
                <Attribution label="Source" value={trafficSourceOf(lead)} />
                <Attribution label="Campaign" value={lead.utmCampaign} />
                {showLanguage && lead.language ? (
                  <span>
                    Language: <LeadLanguage tag={lead.language} />
                  </span>
                ) : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {olderHref || newestHref ? (
        <nav aria-label="More leads" className="flex justify-between gap-3 border-t border-neutral-200 px-4 py-3 text-sm">
          {newestHref ? <Link to={newestHref} className="font-medium text-neutral-700 hover:text-neutral-900">← Newest</Link> : <span />}
          {olderHref ? <Link to={olderHref} className="font-medium text-accent hover:underline">Older leads →</Link> : null}
        </nav>
      ) : null}
    </Form>
  );
}
