import { CheckCircle2, Download, MailWarning } from "lucide-react";
import { Form, Link } from "react-router";
import { secondaryButton } from "~/ui/button-styles";
import { FormBanner } from "~/ui/form-banner";
import { ProjectHeader } from "~/ui/project-header";
import type { InboxActionResult } from "../inbox-action-schema";
import type { LeadInbox } from "../inbox.server";
import { LeadDetail } from "./lead-detail";
import { LeadFilterBar } from "./lead-filter-bar";
import { LeadList } from "./lead-list";

function withParams(search: string, extra: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(extra)) if (value) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : "?";
}

function ActionResult({ result }: { result: InboxActionResult | undefined }) {
  if (!result) return null;
  if (!result.ok) return <FormBanner message={result.message} className="mb-4" />;
  return (
    <div role="status" className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-green-200 bg-green-50 px-4 py-2.5 text-sm text-green-900">
      <CheckCircle2 aria-hidden className="size-4 shrink-0 text-green-700" />
      <span>{result.message}</span>
      {result.undo ? (
        <Form method="post" className="ml-auto">
          <input type="hidden" name="intent" value="restore" />
          {result.undo.map((id) => (
            <input key={id} type="hidden" name="ids" value={id} />
          ))}
          <button type="submit" className="font-semibold underline underline-offset-4">
            Undo
          </button>
        </Form>
      ) : null}
    </div>
  );
}

function MailNote({ mail, projectId, canEdit }: { mail: LeadInbox["mail"]; projectId: string; canEdit: boolean }) {
  if (mail.smtpConfigured && mail.notificationEmail) return null;
  const text = mail.smtpConfigured
    ? "Get an email for every new lead: add a notification email in the project's settings."
    : "This server sends no email (SMTP_URL is not set), so this inbox is where new leads arrive.";
  return (
    <p role="note" className="mb-4 flex items-center gap-2 rounded-lg border border-neutral-200 bg-neutral-50 px-4 py-2.5 text-sm text-neutral-700">
      <MailWarning aria-hidden className="size-4 shrink-0 text-neutral-600" />
      <span>
        {text}{" "}
        {mail.smtpConfigured && canEdit ? (
          <Link to={`/project/${projectId}/settings`} className="font-medium text-accent underline-offset-4 hover:underline">
            Open settings
          </Link>
        ) : null}
      </span>
    </p>
  );
}

/** `/project/{id}/leads`: filters, the list with bulk actions, the opened lead, and CSV export of what the filters show. */
export function LeadInboxScreen({ inbox, result }: { inbox: LeadInbox; result: InboxActionResult | undefined }) {
  const { project, filters, search, after } = inbox;
  const filtered = Boolean(filters.q || filters.source || filters.from || filters.to || filters.via || filters.campaign || filters.language || filters.status !== "inbox");
  const exportHref = `/project/${project.id}/leads/export${search ? `?${search}` : ""}`;
  return (
    <section>
      <ProjectHeader
        project={project}
        publicHost={inbox.publicHost}
        screen="Leads"
        canEdit={inbox.canEdit}
        access={inbox.access}
        actions={
          <>
            <a href={exportHref} download className={secondaryButton}>
              <Download aria-hidden className="size-4" /> Export CSV
            </a>
            {inbox.canLeaveHere ? (
              <Form method="post" action={`/project/${project.id}/members`}>
                <input type="hidden" name="intent" value="leave" />
                <button type="submit" className={secondaryButton}>
                  Leave the project
                </button>
              </Form>
            ) : null}
          </>
        }
      />
      <p className="-mt-3 mb-4 text-sm text-neutral-600">{inbox.newCount === 1 ? "1 new lead" : `${inbox.newCount} new leads`}</p>
      <MailNote mail={inbox.mail} projectId={project.id} canEdit={inbox.canEdit} />
      <ActionResult result={result} />
      {filters.status === "spam" ? (
        <p role="note" className="mb-4 rounded-lg border border-neutral-200 bg-neutral-50 px-4 py-2.5 text-sm text-neutral-700">
          Leads that looked automated wait here: no email was sent for them, and each is deleted 30 days after it arrived. &ldquo;Not spam&rdquo; moves a
          lead to the inbox and sends it on like a new one.
        </p>
      ) : null}
      {/* Below 1024 px an opened lead takes the list's place, as in a phone's mail app (docs/product.md#phone-sized-screens). */}
      <div className={inbox.selected ? "max-lg:hidden" : undefined}>
        {inbox.ignoredLanguage ? (
          <p role="note" className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-900">
            &ldquo;{inbox.ignoredLanguage}&rdquo; is not the tag of a listed language, so leads in every language are shown.
          </p>
        ) : null}
        <LeadFilterBar filters={filters} sources={inbox.sources} attribution={inbox.attribution} languages={inbox.languages} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div className={`min-w-0 ${inbox.selected ? "max-lg:hidden" : ""}`}>
          <LeadList
            key={inbox.leads.map((lead) => lead.id + lead.status).join()}
            leads={inbox.leads}
            canEdit={inbox.canEdit}
            selectedId={inbox.selected?.id ?? null}
            hrefFor={(leadId) => withParams(search, { after, lead: leadId })}
            olderHref={inbox.nextCursor ? withParams(search, { after: inbox.nextCursor }) : null}
            newestHref={after ? withParams(search, {}) : null}
            filtered={filtered}
            // Each lead is named by its language only when they differ (docs/product.md#lead-capture).
            showLanguage={inbox.languages.length > 1}
            spamFolder={filters.status === "spam"}
          />
        </div>
        {inbox.selected ? (
          <LeadDetail lead={inbox.selected} canEdit={inbox.canEdit} closeHref={withParams(search, { after })} />
        ) : inbox.leads.length > 0 ? (
          <p className="hidden rounded-xl border border-dashed border-neutral-300 p-6 text-center text-sm text-neutral-600 lg:block">Open a lead to see everything the visitor sent.</p>
        ) : null}
      </div>
    </section>
  );
}
