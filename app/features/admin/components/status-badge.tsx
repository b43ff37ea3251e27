import type { UserStatus } from "../../../../db/schema";
import { STATUS_LABELS } from "../schema";

const TONES: Record<UserStatus, string> = {
  registered: "bg-neutral-100 text-neutral-700 ring-neutral-200",
  active: "bg-emerald-50 text-emerald-700 ring-emerald-200",
  suspended: "bg-red-50 text-red-700 ring-red-200",
};

export function StatusBadge({ status }: { status: UserStatus }) {
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[status]}`}>{STATUS_LABELS[status]}</span>;
}

export function RoleBadges({ roles }: { roles: readonly string[] }) {
  if (roles.length === 0) return <span className="text-xs text-neutral-600">—</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {roles.map((role) => (
        <span key={role} className="inline-flex rounded-full bg-blue-50 px-2 py-0.5 text-xs font-medium text-accent ring-1 ring-blue-200 ring-inset">
          {role}
        </span>
      ))}
    </span>
  );
}
