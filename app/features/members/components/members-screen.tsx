import { Form } from "react-router";
import { CopyButton } from "~/ui/copy-button";
import { dangerButton, primaryButton, secondaryButton } from "~/ui/button-styles";
import { FlashToaster } from "~/ui/flash-toaster";
import { FormBanner } from "~/ui/form-banner";
import { ProjectHeader } from "~/ui/project-header";
import type { Flash, FormFailure } from "~/lib/forms/form-result";
import type { InvitationSent } from "../members-actions.server";
import type { MembersScreenData } from "../members-screen.server";
import { INVITABLE_ROLES } from "../schema";

const ROLE_NAMES: Record<(typeof INVITABLE_ROLES)[number], string> = { editor: "Editor: pages, images, publishing, leads", viewer: "Viewer: reads everything, exports leads", leads: "Leads only: the inbox and its export" };
const field = "rounded-md border border-neutral-300 px-3 py-2 text-sm";

function Intent({ name, children, className, extra }: { name: string; children: string; className: string; extra?: Record<string, string> }) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value={name} />
      {Object.entries(extra ?? {}).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <button type="submit" className={className}>
        {children}
      </button>
    </Form>
  );
}

/** `/project/{id}/members`: members and their roles, invitations, the transfer of ownership and the activity log (docs/product.md#members). */
export function MembersScreen({ screen, flash, result }: { screen: MembersScreenData; flash: Flash | null; result: FormFailure | InvitationSent | undefined }) {
  return (
    <section>
      <FlashToaster flash={flash} />
      <ProjectHeader project={screen.project} publicHost={screen.publicHost} screen="Members" canEdit={screen.canManage} access={screen.access} />
      {result && !result.ok ? <FormBanner message={result.message} className="mb-4" /> : null}
      {result?.ok ? (
        <div role="status" className="mb-4 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
          <p>{result.mailed ? `The invitation was e-mailed to ${result.email}. You can also send this link yourself:` : `Send this link to ${result.email}; it works once, for 7 days:`}</p>
          <p className="mt-2 flex items-center gap-2">
            <code className="truncate rounded bg-white px-2 py-1" data-testid="invitation-link">
              {result.link}
            </code>
            <CopyButton text={result.link} label="Copy the invitation link" compact />
          </p>
        </div>
      ) : null}
      {screen.offeredToYou ? (
        <div role="note" className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <span>The owner offers you the ownership of this project. The owner becomes an editor.</span>
          <Intent name="accept-ownership" className={primaryButton}>Accept the ownership</Intent>
          <Intent name="decline-ownership" className={secondaryButton}>Decline</Intent>
        </div>
      ) : null}
      <h2 className="mb-2 text-lg font-semibold">Members</h2>
      <ul className="mb-6 divide-y divide-neutral-200 rounded-lg border border-neutral-200 bg-white">
        {screen.members.map((member) => (
          <li key={member.userId} className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm">
            <span className="min-w-0 flex-1">
              <span className="font-medium">{member.isYou ? `${member.name} (you)` : member.name}</span> <span className="text-neutral-600">{member.email}</span>
            </span>
            <span className="text-neutral-700">{member.hasOffer ? `${member.roleLabel} · offered the ownership` : member.roleLabel}</span>
            {screen.canManage && member.role !== "owner" ? (
              <>
                <Form method="post" className="flex items-center gap-2">
                  <input type="hidden" name="intent" value="change-role" />
                  <input type="hidden" name="userId" value={member.userId} />
                  <select name="role" defaultValue={member.role} aria-label={`Role of ${member.name}`} className={field}>
                    {INVITABLE_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {ROLE_NAMES[role]}
                      </option>
                    ))}
                  </select>
                  <button type="submit" className={secondaryButton}>
                    Change role
                  </button>
                </Form>
                <Intent name="offer-ownership" className={secondaryButton} extra={{ userId: member.userId }}>Offer ownership</Intent>
                <Intent name="remove" className={dangerButton} extra={{ userId: member.userId }}>Remove</Intent>
              </>
            ) : null}
            {member.isYou && member.role !== "owner" ? <Intent name="leave" className={secondaryButton}>Leave the project</Intent> : null}
          </li>
        ))}
      </ul>
      {screen.canManage ? (
        <>
          <h2 className="mb-2 text-lg font-semibold">Invite someone</h2>
          <Form method="post" className="mb-6 flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="invite" />
            <label className="flex flex-col gap-1 text-sm">
              E-mail address
              <input name="email" type="email" required className={field} />
            </label>
            <label className="flex flex-col gap-1 text-sm">
              Role
              <select name="role" defaultValue="editor" className={field}>
                {INVITABLE_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_NAMES[role]}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className={primaryButton}>
              Create invitation
            </button>
          </Form>
          {screen.invitations.length > 0 ? (
            <ul className="mb-6 divide-y divide-neutral-200 rounded-lg border border-neutral-200 bg-white">
              {screen.invitations.map((invitation) => (
                <li key={invitation.id} className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm">
                  <span className="flex-1">{`${invitation.email} · ${invitation.role}`}</span>
                  <span className="text-neutral-600">{invitation.expired ? "Expired: invite again for a new link" : `Valid until ${invitation.expires}`}</span>
                  <Intent name="revoke" className={secondaryButton} extra={{ invitationId: invitation.id }}>Revoke</Intent>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
      {screen.activity ? (
        <>
          <h2 className="mb-2 text-lg font-semibold">Activity</h2>
          {screen.activity.length === 0 ? <p className="text-sm text-neutral-600">Nothing yet.</p> : null}
          <ol className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 bg-white" aria-label="Activity">
            {screen.activity.map((entry) => (
              <li key={entry.id} className="flex justify-between gap-3 px-4 py-2 text-sm">
                <span>{entry.sentence}</span>
                <time dateTime={entry.at} className="shrink-0 text-neutral-600">
                  {entry.when}
                </time>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
