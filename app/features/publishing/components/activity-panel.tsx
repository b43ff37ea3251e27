import { Inbox } from "lucide-react";
import { Link } from "react-router";
import type { DailyCount } from "~/lib/utc-days";
import { ActivityChart } from "./activity-chart";

type ActivityPanelProps = {
  visits: readonly DailyCount[];
  leads?: readonly DailyCount[];
  conversions?: readonly DailyCount[];
  newLeads?: { count: number; href: string };
};

export function ActivityPanel({ visits, leads, conversions, newLeads }: ActivityPanelProps) {
  return (
    <section aria-labelledby="activity-heading" className="h-full rounded-xl border border-neutral-200 bg-white p-5 shadow-xs">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="activity-heading" className="text-sm font-medium text-neutral-600">
          Visits and leads (last 30 days)
        </h2>
        {newLeads ? (
          <Link to={newLeads.href} className="inline-flex items-center gap-1.5 rounded-full bg-accent/10 px-2.5 py-1 text-xs font-medium text-accent hover:bg-accent/15" data-testid="new-leads">
            <Inbox aria-hidden className="size-3.5" />
            {newLeads.count === 1 ? "1 new lead" : `${newLeads.count} new leads`}
          </Link>
        ) : null}
      </div>
      <ActivityChart visits={visits} leads={leads} conversions={conversions} />
    </section>
  );
}
