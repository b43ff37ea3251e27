import { Archive, ArchiveRestore, Mail, MailCheck, MailOpen, Phone, Trash2, X } from "lucide-react";
import { Form, Link } from "react-router";
import { iconButton, secondaryButton } from "~/ui/button-styles";
import type { InboxLead } from "../inbox.server";
import { leadSourceLabel, NO_TRAFFIC_SOURCE_LABEL, SPAM_REASON_TEXTS, SUSPECTED_SPAM_LABEL, trafficSourceOf } from "../lead-labels";
import { LeadLanguage } from "./lead-language";
import { StatusBadge } from "./status-badge";
import { readPhoneNumber } from "~/lib/phone-numbers";

/** The number the Call button dials: the E.164 form of what the visitor typed ("+44 (0)7911 654321" calls +447911654321). */
function callableNumber(typed: string): string {
  const read = readPhoneNumber(typed);
  return read.ok ? read.e164 : typed.replace(/[^\d+]/g, "");
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="py-3">
      <dt className="text-xs font-medium tracking-wide text-neutral-600 uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words whitespace-pre-wrap text-neutral-900">{children}</dd>
    </div>
  );
}

/** How the visitor found the site (decision 0019): only what their browser told. */
function Attribution({ lead }: { lead: InboxLead }) {
  const rows: [string, string | null][] = [
    ["Traffic source", trafficSourceOf(lead) ?? NO_TRAFFIC_SOURCE_LABEL],
    ["Campaign", lead.utmCampaign],
    ["Medium", lead.utmMedium],
    ["Term", lead.utmTerm],
    ["Content", lead.utmContent],
    ["Referring site", lead.referrerHost],
    ["Arrived at", lead.landingPath],
    // The page of another site that embedded the module the form is in (decision 0041).
    ["Embedded on", lead.embeddedOn],
    ["Google Ads click id", lead.gclid],
    ["Meta click id", lead.fbclid],
    // Which variant of a page under an A/B test the visitor was shown (docs/product.md#ab-tests).
    ["A/B test variant", lead.experimentVariant],
  ];
  return (
    <section aria-labelledby="lead-attribution-title" className="mt-4 border-t border-neutral-100 pt-4">
      <h3 id="lead-attribution-title" className="text-sm font-semibold text-neutral-900">
        How they found you
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) =>
          value ? (
            <div key={label} className="contents">
              <dt className="text-neutral-600">{label}</dt>
              <dd className="break-words text-neutral-900">{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
    </section>
  );
}

/** The opened lead: every answer, ways to reply, and (for the owner) its status actions. */
export function LeadDetail({ lead, canEdit, closeHref }: { lead: InboxLead; canEdit: boolean; closeHref: string }) {
  const { fields } = lead;
  return (
    <aside aria-labelledby="lead-detail-title" className="rounded-xl border border-neutral-200 bg-white p-5 shadow-xs lg:sticky lg:top-6 lg:self-start">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="lead-detail-title" className="truncate text-lg font-semibold text-neutral-900">
            {fields.name || fields.email || fields.phone || "Lead"}
          </h2>
          <p className="mt-0.5 text-sm text-neutral-600">
            <time dateTime={lead.receivedAt} title={lead.receivedAt}>
              {lead.received}
            </time>{" "}
            · {leadSourceLabel({ kind: lead.sourceKind, slug: lead.sourceSlug, path: lead.sourcePath, embeddedHost: lead.embeddedHost })}
            {lead.language ? (
              <>
                {" "}
                · Language: <LeadLanguage tag={lead.language} />
              </>
            ) : null}
          </p>
        </div>
        <Link to={closeHref} aria-label="Close the lead" className={iconButton}>
          <X aria-hidden className="size-4" />
        </Link>
      </div>
      {lead.spamReason ? (
        <p className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200 ring-inset">
          <strong className="font-semibold">{SUSPECTED_SPAM_LABEL}.</strong> {SPAM_REASON_TEXTS[lead.spamReason]} It was kept in the spam folder in case a person
          sent it: no notification was sent, and it is deleted 30 days after it arrived unless you mark it &ldquo;Not spam&rdquo;.
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <StatusBadge status={lead.status} />
        {fields.email ? (
          <a href={`mailto:${fields.email}`} className={secondaryButton}>
            <Mail aria-hidden className="size-4" /> Reply
          </a>
        ) : null}
        {fields.phone ? (
          <a href={`tel:${callableNumber(fields.phone)}`} className={secondaryButton}>
            <Phone aria-hidden className="size-4" /> Call
          </a>
        ) : null}
      </div>
      <dl className="mt-2 divide-y divide-neutral-100">
        {fields.name ? <Row label="Name">{fields.name}</Row> : null}
        {fields.email ? <Row label="Email">{fields.email}</Row> : null}
        {fields.phone ? <Row label="Phone">{fields.phone}</Row> : null}
        {fields.custom.map((custom) => (
          <Row key={custom.id} label={custom.label}>
            {custom.value || <span className="text-neutral-600">No answer</span>}
          </Row>
        ))}
        {fields.message ? <Row label="Message">{fields.message}</Row> : null}
        {fields.consent ? <Row label="Consent given">{fields.consent}</Row> : null}
      </dl>
      <Attribution lead={lead} />
      {canEdit ? (
        <Form method="post" className="mt-4 flex flex-wrap gap-2 border-t border-neutral-100 pt-4">
          <input type="hidden" name="ids" value={lead.id} />
          {lead.spamReason ? (
            <button type="submit" name="intent" value="not-spam" className={secondaryButton}>
              <MailCheck aria-hidden className="size-4" /> Not spam
            </button>
          ) : null}
          {lead.status === "new" ? (
            <button type="submit" name="intent" value="read" className={secondaryButton}>
              <MailOpen aria-hidden className="size-4" /> Mark as read
            </button>
          ) : (
            <button type="submit" name="intent" value="unread" className={secondaryButton}>
              <Mail aria-hidden className="size-4" /> Mark as unread
            </button>
          )}
          {lead.status === "archived" ? (
            <button type="submit" name="intent" value="unarchive" className={secondaryButton}>
              <ArchiveRestore aria-hidden className="size-4" /> Back to inbox
            </button>
          ) : (
            <button type="submit" name="intent" value="archive" className={secondaryButton}>
              <Archive aria-hidden className="size-4" /> Archive
            </button>
          )}
          <button type="submit" name="intent" value="delete" className={`${secondaryButton} text-red-700`}>
            <Trash2 aria-hidden className="size-4" /> Delete
          </button>
        </Form>
      ) : null}
    </aside>
  );
}
