import { parseRgb, textColourOn } from "~/lib/theme";

/** A square in the project's primary colour with its initial, in the accessible text colour. */
export function ProjectAvatar({ name, color, size = "md" }: { name: string; color: string; size?: "md" | "lg" }) {
  const background = parseRgb(color) ?? { r: 29, g: 78, b: 216 };
  const text = textColourOn(background);
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? "?";
  return (
    <span
      aria-hidden
      className={`flex shrink-0 items-center justify-center rounded-lg font-semibold ring-1 ring-black/5 ring-inset ${size === "lg" ? "size-11 text-lg" : "size-9 text-sm"}`}
      style={{ backgroundColor: color, color: `rgb(${text.r} ${text.g} ${text.b})` }}
    >
      {initial}
    </span>
  );
}
