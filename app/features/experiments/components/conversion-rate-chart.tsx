import type { ExperimentDay } from "../get-experiments.server";

const HEIGHT = 100;
export const VARIANT_COLOURS: Record<string, string> = { A: "#525252", B: "#1d4ed8", C: "#c2410c" };

function shortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en", { month: "short", day: "numeric", timeZone: "UTC" });
}

const percent = (rate: number | null | undefined) => (rate === null || rate === undefined ? "–" : `${(rate * 100).toFixed(1)}%`);

/**
 * Each variant's conversion rate so far, day by day, as an SVG line chart rendered on the server
 * (decision 0011), with the same figures in a table for screen readers.
 */
export function ConversionRateChart({ days, labels }: { days: readonly ExperimentDay[]; labels: readonly string[] }) {
  const max = Math.max(0.01, ...days.flatMap((day) => labels.map((label) => day.rates[label] ?? 0)));
  const x = (index: number) => (days.length < 2 ? 50 : (index / (days.length - 1)) * 100);
  const y = (rate: number) => HEIGHT - (rate / max) * (HEIGHT - 4);
  return (
    <figure>
      <div className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {labels.map((label) => (
          <span key={label} className="flex items-center gap-2">
            <span aria-hidden className="size-2.5 rounded-sm" style={{ backgroundColor: VARIANT_COLOURS[label] ?? "#000" }} />
            <span className="text-neutral-600">{label === "A" ? "A (original)" : label}</span>
          </span>
        ))}
        <span className="text-neutral-600">conversion rate so far, up to {percent(max)}</span>
      </div>
      <svg viewBox={`0 0 100 ${HEIGHT}`} preserveAspectRatio="none" className="mt-3 h-32 w-full" aria-hidden>
        <line x1="0" x2="100" y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} stroke="#e5e5e5" strokeWidth="1" vectorEffect="non-scaling-stroke" />
        {labels.map((label) => {
          const points = days.flatMap((day, index) => {
            const rate = day.rates[label];
            return rate === null || rate === undefined ? [] : [`${x(index)},${y(rate)}`];
          });
          return <polyline key={label} points={points.join(" ")} fill="none" stroke={VARIANT_COLOURS[label] ?? "#000"} strokeWidth="2" vectorEffect="non-scaling-stroke" />;
        })}
      </svg>
      <figcaption className="mt-1 flex justify-between text-xs text-neutral-600">
        <span>{days[0] ? shortDay(days[0].day) : "No visitors yet"}</span>
        <span>{days.length > 1 ? shortDay(days.at(-1)?.day ?? "") : ""}</span>
      </figcaption>
      <table className="sr-only">
        <caption>Conversion rate so far per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {labels.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{day.day}</th>
              {labels.map((label) => (
                <td key={label}>{percent(day.rates[label])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
