import type { SourceState } from "~/lib/public-paths";

const LOOK: Record<SourceState, { label: string; className: string; dot: string }> = {
  live: { label: "Live", className: "bg-emerald-50 text-emerald-700 ring-emerald-200", dot: "bg-emerald-500" },
  changed: { label: "Unpublished changes", className: "bg-amber-50 text-amber-800 ring-amber-200", dot: "bg-amber-500" },
  unpublished: { label: "Not published", className: "bg-neutral-100 text-neutral-600 ring-neutral-200", dot: "bg-neutral-400" },
};

export function StateBadge({ state }: { state: SourceState }) {
  const look = LOOK[state];
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${look.className}`}>
      <span aria-hidden className={`size-1.5 rounded-full ${look.dot}`} />
      {look.label}
    </span>
  );
}
