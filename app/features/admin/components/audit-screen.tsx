import { AdminShell, Card } from "./admin-shell";
import { AuditLogList } from "./audit-log-list";
import { Pagination } from "./pagination";

type AuditScreenProps = { entries: Parameters<typeof AuditLogList>[0]["entries"]; total: number; page: number; pages: number };

export function AuditScreen({ entries, total, page, pages }: AuditScreenProps) {
  return (
    <AdminShell>
      <h1 className="text-2xl font-semibold tracking-tight text-neutral-900">Audit log</h1>
      <p className="mt-1 mb-6 text-sm text-neutral-600">Every change an admin made to a user: {total.toLocaleString("en")} in all, newest first.</p>
      <Card>
        <AuditLogList entries={entries} />
        <div className="border-t border-neutral-100">
          <Pagination page={page} pages={pages} hrefOf={(next) => (next > 1 ? `/admin/audit?page=${next}` : "/admin/audit")} />
        </div>
      </Card>
    </AdminShell>
  );
}
