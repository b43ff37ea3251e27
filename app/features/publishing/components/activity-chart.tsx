import type { DailyCount } from "~/lib/utc-days";

type Series = { label: string; colour: string; values: readonly DailyCount[] };

const HEIGHT = 120;
const BAR_GAP = 2;

function shortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en", { month: "short", day: "numeric", timeZone: "UTC" });
}

/**
 * Visits (and leads, when given) per day as an SVG bar chart that renders on the server, with the
 * same numbers in a table for screen readers.
 */
export function ActivityChart({
  visits,
  leads,
  conversions,
  qrScans,
}: {
  visits: readonly DailyCount[];
  leads?: readonly DailyCount[];
  conversions?: readonly DailyCount[];
  qrScans?: readonly DailyCount[];
}) {
  const series: Series[] = [{ label: "Visits", colour: "#1d4ed8", values: visits }];
  if (leads) series.push({ label: "Leads", colour: "#10b981", values: leads });
  if (conversions) series.push({ label: "Chat clicks", colour: "#a855f7", values: conversions });
  if (qrScans) series.push({ label: "QR scans", colour: "#d97706", values: qrScans });
  const max = Math.max(1, ...series.flatMap((entry) => entry.values.map((value) => value.count)));
  const total = (values: readonly DailyCount[]) => values.reduce((sum, value) => sum + value.count, 0);
  const slot = 100 / Math.max(1, visits.length);
  const barWidth = (slot - BAR_GAP / 3) / series.length;
  return (
    <figure>
      <div className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {series.map((entry) => (
          <span key={entry.label} className="flex items-center gap-2">
            <span aria-hidden className="size-2.5 rounded-sm" style={{ backgroundColor: entry.colour }} />
            <span className="text-neutral-600">{entry.label}</span>
            <span className="font-medium text-neutral-900 tabular-nums">{total(entry.values)}</span>
          </span>
        ))}
      </div>
      <svg viewBox={`0 0 100 ${HEIGHT}`} preserveAspectRatio="none" className="mt-3 h-32 w-full" aria-hidden>
        <line x1="0" x2="100" y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} stroke="#e5e5e5" strokeWidth="1" vectorEffect="non-scaling-stroke" />
        {visits.map((visit, index) =>
          series.map((entry, seriesIndex) => {
            const count = entry.values[index]?.count ?? 0;
            const height = count === 0 ? 0 : Math.max(2, (count / max) * (HEIGHT - 4));
            return (
              <rect
                key={`${visit.day}-${entry.label}`}
                x={index * slot + seriesIndex * barWidth}
                y={HEIGHT - height}
                width={Math.max(0.2, barWidth - BAR_GAP / 3)}
                height={height}
                rx="0.4"
                fill={entry.colour}
              >
                <title>{`${shortDay(visit.day)}: ${count} ${entry.label.toLowerCase()}`}</title>
              </rect>
            );
          }),
        )}
      </svg>
      <figcaption className="mt-1 flex justify-between text-xs text-neutral-600">
        <span>{visits[0] ? shortDay(visits[0].day) : ""}</span>
        <span>{visits.at(-1) ? shortDay(visits.at(-1)?.day ?? "") : ""}</span>
      </figcaption>
      <table className="sr-only">
        <caption>Activity per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {series.map((entry) => (
              <th key={entry.label} scope="col">
                {entry.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {visits.map((visit, index) => (
            <tr key={visit.day}>
              <th scope="row">{visit.day}</th>
              {series.map((entry) => (
                <td key={entry.label}>{entry.values[index]?.count ?? 0}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
