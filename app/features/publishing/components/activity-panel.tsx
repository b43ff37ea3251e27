import type { DailyCount } from "../get-daily-visits.server";
import { ActivityChart } from "./activity-chart";

export function ActivityPanel({ visits, leads }: { visits: readonly DailyCount[]; leads?: readonly DailyCount[] }) {
  return (
    <section aria-labelledby="activity-heading" className="h-full rounded-xl border border-neutral-200 bg-white p-5 shadow-xs">
      <h2 id="activity-heading" className="mb-3 text-sm font-medium text-neutral-500">
        Visits and leads (last 30 days)
      </h2>
      <ActivityChart visits={visits} leads={leads} />
    </section>
  );
}
