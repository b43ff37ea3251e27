import type { LeadStatus } from "../../../../db/schema";

const LOOK: Record<LeadStatus, { label: string; className: string }> = {
  new: { label: "New", className: "bg-blue-50 text-blue-800 ring-blue-200" },
  read: { label: "Read", className: "bg-neutral-50 text-neutral-700 ring-neutral-200" },
  archived: { label: "Archived", className: "bg-amber-50 text-amber-800 ring-amber-200" },
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  const look = LOOK[status];
  return <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${look.className}`}>{look.label}</span>;
}
