import { Inbox } from "lucide-react";
import { Link } from "react-router";
import type { DailyCount } from "~/lib/utc-days";
import { ActivityChart } from "./activity-chart";

type ActivityPanelProps = {
  visits: readonly DailyCount[];
  leads?: readonly DailyCount[];
  conversions?: readonly DailyCount[];
  qrScans?: readonly DailyCount[];
  /** Each QR code's scans over the same days, most scanned first (docs/product.md#qr-codes). */
  qrScansByCode?: readonly { code: string; label: string; scans: number; deleted: boolean }[];
  newLeads?: { count: number; href: string };
};

export function ActivityPanel({ visits, leads, conversions, qrScans, qrScansByCode, newLeads }: ActivityPanelProps) {
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
      <ActivityChart visits={visits} leads={leads} conversions={conversions} qrScans={qrScans} />
      {qrScansByCode && qrScansByCode.some((row) => row.scans > 0) ? (
        <table className="mt-4 w-full text-sm" data-testid="qr-scans-by-code">
          <caption className="mb-1 text-left text-xs font-medium text-neutral-600">QR scans per code</caption>
          <tbody className="divide-y divide-neutral-100">
            {qrScansByCode
              .filter((row) => row.scans > 0)
              .map((row) => (
                <tr key={row.code}>
                  <th scope="row" className="py-1 text-left font-normal text-neutral-800">
                    {row.label} <span className="font-mono text-xs text-neutral-600">/q/{row.code}</span>
                    {row.deleted ? <span className="ml-1 text-xs text-neutral-600">(deleted)</span> : null}
                  </th>
                  <td className="py-1 text-right font-medium text-neutral-900 tabular-nums">{row.scans}</td>
                </tr>
              ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
