import { Link } from "react-router";
import type { AdminAuditAction } from "../../../../db/schema";
import { formatDateTime } from "./format";

type Entry = {
  id: number;
  action: AdminAuditAction;
  details: Record<string, string>;
  created: Date;
  actorId: string;
  targetUserId: string;
  actorName: string | null;
  targetName: string | null;
};

function describe(entry: Entry): string {
  if (entry.action === "set-status") return `changed the status of`;
  if (entry.action === "publish-template") return "published a template of";
  if (entry.action === "unpublish-template") return "unpublished a template of";
  return entry.action === "grant-admin" ? "granted admin to" : "revoked admin from";
}

function detail(entry: Entry): string {
  if (entry.action === "set-status") return `${entry.details.from ?? "?"} → ${entry.details.to ?? "?"}`;
  if (entry.action === "publish-template" || entry.action === "unpublish-template") return entry.details.template ?? "?";
  return entry.details.roles ? `roles: ${entry.details.roles}` : "no roles";
}

/** Admin actions, newest first: who did what to whom, and when. */
export function AuditLogList({ entries, empty = "No admin actions yet." }: { entries: readonly Entry[]; empty?: string }) {
  if (entries.length === 0) return <p className="px-5 py-6 text-sm text-neutral-600">{empty}</p>;
  return (
    <ol aria-label="Audit log" className="divide-y divide-neutral-100">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-5 py-2.5 text-sm">
          <span className="text-neutral-700">
            <Link to={`/admin/users/${entry.actorId}`} className="font-medium text-neutral-900 hover:underline">
              {entry.actorName ?? entry.actorId}
            </Link>{" "}
            {describe(entry)}{" "}
            <Link to={`/admin/users/${entry.targetUserId}`} className="font-medium text-neutral-900 hover:underline">
              {entry.targetName ?? entry.targetUserId}
            </Link>{" "}
            <span className="rounded bg-neutral-100 px-1.5 py-0.5 font-mono text-xs text-neutral-600">{detail(entry)}</span>
          </span>
          <time dateTime={entry.created.toISOString()} className="text-xs text-neutral-600 tabular-nums">
            {formatDateTime(entry.created)}
          </time>
        </li>
      ))}
    </ol>
  );
}
