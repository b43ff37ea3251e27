import { priceParts } from "./price";

/**
 * A price as the page shows it. The currency sign sits in its own isolate: "US$" inside Arabic
 * text would otherwise be reordered by the bidirectional algorithm into "$US".
 */
export function PriceText({ amount, currency, locale }: { amount: string; currency: string; locale: string }) {
  // Runs of text between signs stay one string, so the markup has no separators between parts.
  const runs: (string | { sign: string })[] = [];
  for (const part of priceParts(amount, currency, locale)) {
    const last = runs.at(-1);
    if (part.type === "currency") runs.push({ sign: part.value });
    else if (typeof last === "string") runs[runs.length - 1] = last + part.value;
    else runs.push(part.value);
  }
  return <>{runs.map((run, index) => (typeof run === "string" ? run : <bdi key={index}>{run.sign}</bdi>))}</>;
}
