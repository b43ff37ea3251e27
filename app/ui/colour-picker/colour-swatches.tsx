import { normaliseColour } from "~/lib/colour-values";
import { CHECKERBOARD } from "./checkerboard";

type ColourSwatchesProps = {
  title: string;
  colours: readonly string[];
  /** The picker's colour, as normalised hex, so its swatch shows as pressed. */
  current: string;
  onPick: (colour: string) => void;
  emptyText?: string;
};

function swatchName(hex: string): string {
  return hex.length === 9 && hex.endsWith("00") ? "Transparent" : hex;
}

/** A titled row of colour buttons (the default swatches, the history). */
export function ColourSwatches({ title, colours, current, onPick, emptyText }: ColourSwatchesProps) {
  const swatches = colours.flatMap((colour) => {
    const hex = normaliseColour(colour);
    return hex === null ? [] : [hex];
  });
  return (
    <section aria-label={title}>
      <h3 className="text-[11px] font-medium tracking-wide text-neutral-600 uppercase">{title}</h3>
      {swatches.length === 0 && emptyText ? (
        <p className="mt-1 text-xs text-neutral-600">{emptyText}</p>
      ) : (
        <ul className="mt-1.5 grid grid-cols-8 gap-1.5">
          {swatches.map((hex) => (
            <li key={hex} className="flex">
              <button
                type="button"
                title={swatchName(hex)}
                aria-label={`${title}: ${swatchName(hex)}`}
                aria-pressed={hex === current}
                onClick={() => onPick(hex)}
                className="aspect-square w-full cursor-pointer overflow-hidden rounded-[5px] outline-none transition-transform hover:scale-110 focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-1 aria-pressed:ring-2 aria-pressed:ring-accent aria-pressed:ring-offset-1"
                style={CHECKERBOARD}
              >
                <span className="block size-full rounded-[5px] ring-1 ring-black/10 ring-inset" style={{ backgroundColor: hex }} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
