import type { DailyCount } from "~/lib/utc-days";

const HEIGHT = 100;

function shortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en", { month: "short", day: "numeric", timeZone: "UTC" });
}

/** One series per day as an SVG bar chart drawn on the server, with the numbers in a table for screen readers. */
export function DailyChart({ label, colour, values }: { label: string; colour: string; values: readonly DailyCount[] }) {
  const max = Math.max(1, ...values.map((value) => value.count));
  const total = values.reduce((sum, value) => sum + value.count, 0);
  const slot = 100 / Math.max(1, values.length);
  return (
    <figure>
      <div className="flex items-baseline justify-between">
        <span className="text-sm text-neutral-600">{label}, last 30 days</span>
        <span className="text-lg font-semibold text-neutral-900 tabular-nums">{total}</span>
      </div>
      <svg viewBox={`0 0 100 ${HEIGHT}`} preserveAspectRatio="none" className="mt-3 h-24 w-full" aria-hidden>
        <line x1="0" x2="100" y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} stroke="#e5e5e5" strokeWidth="1" vectorEffect="non-scaling-stroke" />
        {values.map((value, index) => {
          const height = value.count === 0 ? 0 : Math.max(2, (value.count / max) * (HEIGHT - 4));
          return (
            <rect key={value.day} x={index * slot + 0.3} y={HEIGHT - height} width={Math.max(0.2, slot - 0.6)} height={height} rx="0.4" fill={colour}>
              <title>{`${shortDay(value.day)}: ${value.count}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="mt-1 flex justify-between text-xs text-neutral-600">
        <span>{values[0] ? shortDay(values[0].day) : ""}</span>
        <span>{values.at(-1) ? shortDay(values.at(-1)?.day ?? "") : ""}</span>
      </figcaption>
      <table className="sr-only">
        <caption>{label} per day</caption>
        <tbody>
          {values.map((value) => (
            <tr key={value.day}>
              <th scope="row">{value.day}</th>
              <td>{value.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
