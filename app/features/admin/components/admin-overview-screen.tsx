import { Link } from "react-router";
import type { DailyCount } from "~/lib/utc-days";
import { AdminShell, Card } from "./admin-shell";
import { AuditLogList } from "./audit-log-list";
import { DailyChart } from "./daily-chart";

type Counts = { users: number; suspended: number; admins: number; partners: number; projects: number; published: number; leads: number };

type OverviewProps = {
  counts: Counts;
  signUps: readonly DailyCount[];
  leads: readonly DailyCount[];
  audit: Parameters<typeof AuditLogList>[0]["entries"];
};

function Figure({ label, value, hint, to }: { label: string; value: number; hint?: string; to?: string }) {
  const body = (
    <>
      <dt className="text-xs font-medium text-neutral-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tracking-tight text-neutral-900 tabular-nums">{value.toLocaleString("en")}</dd>
      {hint ? <dd className="mt-0.5 text-xs text-neutral-600">{hint}</dd> : null}
    </>
  );
  const className = "block rounded-xl border border-neutral-200 bg-white px-4 py-3";
  return to ? (
    <Link to={to} className={`${className} hover:border-neutral-300`}>
      <dl>{body}</dl>
    </Link>
  ) : (
    <dl className={className}>{body}</dl>
  );
}

export function AdminOverviewScreen({ counts, signUps, leads, audit }: OverviewProps) {
  return (
    <AdminShell>
      <h1 className="text-2xl font-semibold tracking-tight text-neutral-900">Overview</h1>
      <p className="mt-1 mb-6 text-sm text-neutral-600">The platform at a glance. Days are UTC.</p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <Figure label="Users" value={counts.users} hint={`${counts.admins} admin${counts.admins === 1 ? "" : "s"} · ${counts.suspended} suspended`} to="/admin/users" />
        <Figure label="Partners" value={counts.partners} />
        <Figure label="Projects" value={counts.projects} />
        <Figure label="Published projects" value={counts.published} hint={counts.projects ? `${Math.round((counts.published / counts.projects) * 100)}% of projects` : undefined} />
        <Figure label="Leads" value={counts.leads} />
      </div>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <Card className="p-5">
          <DailyChart label="Sign-ups" colour="#1d4ed8" values={signUps} />
        </Card>
        <Card className="p-5">
          <DailyChart label="Leads" colour="#10b981" values={leads} />
        </Card>
      </div>
      <Card
        title="Latest admin actions"
        className="mt-4"
        actions={
          <Link to="/admin/audit" className="text-sm text-accent hover:underline">
            Whole audit log
          </Link>
        }
      >
        <AuditLogList entries={audit} />
      </Card>
    </AdminShell>
  );
}
