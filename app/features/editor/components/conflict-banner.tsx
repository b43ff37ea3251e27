import { AlertTriangle } from "lucide-react";

/** Someone saved first: the person chooses, nothing is dropped silently. */
/** `savedFirst` is the server's answer when it knows whose save came first (docs/product.md#two-people-editing). */
export function ConflictBanner({ kindLabel, savedFirst, onReload, onOverwrite }: { kindLabel: string; savedFirst?: string | null; onReload: () => void; onOverwrite: () => void }) {
  const named = savedFirst && !savedFirst.startsWith("This ") ? savedFirst.split(". ")[0] : null;
  return (
    <div role="alert" className="flex items-center gap-3 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
      <AlertTriangle aria-hidden className="size-4 shrink-0" />
      <p className="min-w-0 flex-1">
        <strong className="font-semibold">{named ? `${named}.` : `This ${kindLabel.toLowerCase()} was changed elsewhere.`}</strong>{" "}
        {named ? "Their save came before yours." : "Someone saved it in another tab or on another device."} Your
        changes are kept on this device until you choose: reload to see their version (yours are dropped), or overwrite it with yours.
      </p>
      <button type="button" onClick={onReload} className="rounded-md border border-amber-300 bg-white px-2.5 py-1 font-medium hover:bg-amber-100">
        Reload
      </button>
      <button type="button" onClick={onOverwrite} className="rounded-md bg-amber-600 px-2.5 py-1 font-medium text-white hover:bg-amber-700">
        Overwrite
      </button>
    </div>
  );
}
