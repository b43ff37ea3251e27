import { Form, Link } from "react-router";
import { secondaryButton, dangerButton } from "~/ui/button-styles";
import { FormBanner } from "~/ui/form-banner";
import { ProjectAvatar } from "~/ui/project-avatar";
import { useSubmitting } from "~/ui/submit-button";
import type { Flash } from "~/lib/forms/form-result";
import type { UserStatus } from "../../../../db/schema";
import { STATUS_LABELS } from "../schema";
import { AdminShell, Card } from "./admin-shell";
import { AuditLogList } from "./audit-log-list";
import { formatDate, formatDateTime } from "./format";
import { RoleBadges, StatusBadge } from "./status-badge";

type Detail = {
  user: { id: string; name: string; email: string; status: UserStatus; roles: string[]; photoUrl: string | null; created: Date; updated: Date };
  isSelf: boolean;
  partner: { displayName: string; company: string | null; created: Date; updated: Date } | null;
  projects: { id: string; name: string; primaryColor: string; published: boolean; lastPublishedAt: Date | null; updated: Date; members: string }[];
  signIns: { id: number; kind: "sign-up" | "sign-in"; method: string | null; at: Date }[];
  openSessions: number;
  audit: Parameters<typeof AuditLogList>[0]["entries"];
};

const STATUS_ACTIONS: Record<UserStatus, string> = { active: "Activate", registered: "Set to registered", suspended: "Suspend" };

function ActionButton({ intent, status, label, danger = false, disabled }: { intent: string; status?: UserStatus; label: string; danger?: boolean; disabled: boolean }) {
  const submitting = useSubmitting(intent);
  return (
    <Form method="post" replace>
      {status ? <input type="hidden" name="status" value={status} /> : null}
      <button type="submit" name="intent" value={intent} disabled={disabled || submitting} className={danger ? dangerButton : secondaryButton}>
        {label}
      </button>
    </Form>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-4 px-5 py-2.5 text-sm">
      <dt className="text-neutral-600">{label}</dt>
      <dd className="col-span-2 text-neutral-900">{children}</dd>
    </div>
  );
}

export function UserDetailScreen({ detail, flash, error }: { detail: Detail; flash: Flash | null; error?: string }) {
  const { user, partner } = detail;
  const isAdmin = user.roles.includes("admin");
  return (
    <AdminShell flash={flash}>
      <nav aria-label="Breadcrumb" className="mb-3 text-sm text-neutral-600">
        <Link to="/admin/users" className="hover:text-neutral-900">
          Users
        </Link>{" "}
        / <span className="text-neutral-900">{user.name}</span>
      </nav>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="flex items-center gap-3 text-2xl font-semibold tracking-tight text-neutral-900">
            {user.name} <StatusBadge status={user.status} />
          </h1>
          <p className="mt-1 text-sm text-neutral-600">{user.email}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {(["active", "registered", "suspended"] as const)
            .filter((status) => status !== user.status)
            .map((status) => (
              <ActionButton
                key={status}
                intent="set-status"
                status={status}
                label={user.status === "suspended" && status === "active" ? "Reactivate" : STATUS_ACTIONS[status]}
                danger={status === "suspended"}
                disabled={detail.isSelf}
              />
            ))}
          <ActionButton intent={isAdmin ? "revoke-admin" : "grant-admin"} label={isAdmin ? "Revoke admin" : "Grant admin"} disabled={false} />
        </div>
      </div>
      <FormBanner message={error} className="mb-4" />
      {detail.isSelf ? <p className="mb-4 text-sm text-neutral-600">This is you: another admin has to change your status.</p> : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title="Account">
          <dl className="divide-y divide-neutral-100">
            <Row label="Status">{STATUS_LABELS[user.status]}</Row>
            <Row label="Roles">
              <RoleBadges roles={user.roles} />
            </Row>
            <Row label="Created">{formatDateTime(user.created)}</Row>
            <Row label="Updated">{formatDateTime(user.updated)}</Row>
            <Row label="Open sessions">{detail.openSessions}</Row>
            <Row label="User id">
              <code className="text-xs">{user.id}</code>
            </Row>
          </dl>
        </Card>
        <Card title="Partner record">
          {partner ? (
            <dl className="divide-y divide-neutral-100">
              <Row label="Display name">{partner.displayName}</Row>
              <Row label="Company">{partner.company ?? "—"}</Row>
              <Row label="Created">{formatDateTime(partner.created)}</Row>
              <Row label="Updated">{formatDateTime(partner.updated)}</Row>
            </dl>
          ) : (
            <p className="px-5 py-6 text-sm text-neutral-600">No partner record: registration did not complete.</p>
          )}
        </Card>
        <Card title={`Projects (${detail.projects.length})`}>
          {detail.projects.length === 0 ? (
            <p className="px-5 py-6 text-sm text-neutral-600">No projects yet.</p>
          ) : (
            <ul className="divide-y divide-neutral-100">
              {detail.projects.map((project) => (
                <li key={project.id} className="flex items-center justify-between gap-3 px-5 py-2.5 text-sm">
                  <Link to={`/project/${project.id}`} className="flex min-w-0 items-center gap-2 font-medium text-neutral-900 hover:underline">
                    <ProjectAvatar name={project.name} color={project.primaryColor} />
                    <span className="truncate">{project.name}</span>
                    <span className="text-xs font-normal text-neutral-600">/{project.id}</span>
                  </Link>
                  <span className="min-w-0 flex-1 truncate text-xs text-neutral-600" title={project.members}>
                    {`Members: ${project.members}`}
                  </span>
                  <span className="shrink-0 text-xs text-neutral-600">
                    {project.published ? `Published ${formatDate(project.lastPublishedAt)}` : "Not published"}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title="Sign-in history">
          {detail.signIns.length === 0 ? (
            <p className="px-5 py-6 text-sm text-neutral-600">No sign-ins recorded.</p>
          ) : (
            <ol className="divide-y divide-neutral-100">
              {detail.signIns.map((event) => (
                <li key={event.id} className="flex justify-between gap-3 px-5 py-2 text-sm">
                  <span className="text-neutral-800">
                    {event.kind === "sign-up" ? "Signed up" : "Signed in"}
                    {event.method ? <span className="text-neutral-600"> with {event.method}</span> : null}
                  </span>
                  <time dateTime={event.at.toISOString()} className="text-xs text-neutral-600 tabular-nums">
                    {formatDateTime(event.at)}
                  </time>
                </li>
              ))}
            </ol>
          )}
        </Card>
      </div>
      <Card title="Admin actions about this user" className="mt-4">
        <AuditLogList entries={detail.audit} empty="No admin has changed this user yet." />
      </Card>
    </AdminShell>
  );
}
