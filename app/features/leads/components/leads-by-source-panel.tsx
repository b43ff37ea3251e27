import { Link } from "react-router";
import type { LeadsBySource } from "../get-leads-by-source.server";
import { NO_TRAFFIC_SOURCE_LABEL } from "../lead-labels";

/** A cell that opens the inbox filtered to that source and campaign. */
function inboxHref(projectId: string, row: LeadsBySource): string | null {
  if (!row.source) return null;
  const params = new URLSearchParams({ status: "all", via: row.source });
  if (row.campaign) params.set("campaign", row.campaign);
  return `/project/${projectId}/leads?${params.toString()}`;
}

/** The overview's leads by traffic source and campaign over the last 30 days (decision 0019): a table, since the groups are names, not a series. */
export function LeadsBySourcePanel({ projectId, rows }: { projectId: string; rows: readonly LeadsBySource[] }) {
  return (
    <section aria-labelledby="leads-by-source-heading" className="rounded-xl border border-neutral-200 bg-white p-5 shadow-xs">
      <h2 id="leads-by-source-heading" className="mb-3 text-sm font-medium text-neutral-600">
        Leads by source and campaign (last 30 days)
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-neutral-600">No leads in the last 30 days.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-neutral-200 text-xs text-neutral-600">
                <th scope="col" className="py-2 pr-4 font-medium">
                  Source
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Campaign
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Leads
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-100">
              {rows.map((row) => {
                const href = inboxHref(projectId, row);
                return (
                  <tr key={`${row.source ?? ""}\n${row.campaign ?? ""}`}>
                    <td className="py-2 pr-4 break-all text-neutral-900">
                      {href ? (
                        <Link to={href} className="hover:underline">
                          {row.source}
                        </Link>
                      ) : (
                        NO_TRAFFIC_SOURCE_LABEL
                      )}
                    </td>
                    <td className="py-2 pr-4 break-all text-neutral-700">{row.campaign ?? "—"}</td>
                    <td className="py-2 text-right text-neutral-900 tabular-nums">{row.leads}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
