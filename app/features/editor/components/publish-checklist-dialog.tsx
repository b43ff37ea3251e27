import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { AlertTriangle, ChevronRight } from "lucide-react";
import { secondaryButton } from "~/ui/button-styles";
import type { ChecklistItem } from "../publish-checklist";

/**
 * Publish refused: what to fix first (docs/product.md#publishing). Each item jumps to its field;
 * nothing is published until the list is empty.
 */
export function PublishChecklistDialog({ items, onGoTo, onClose }: { items: readonly ChecklistItem[]; onGoTo: (item: ChecklistItem) => void; onClose: () => void }) {
  const title = items.length === 1 ? "1 thing to fix before publishing" : `${items.length} things to fix before publishing`;
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50">
      <DialogBackdrop className="fixed inset-0 bg-neutral-950/40" />
      <div className="fixed inset-0 flex w-screen items-start justify-center overflow-y-auto p-4 sm:items-center">
        <DialogPanel className="w-full max-w-lg rounded-xl border border-neutral-200 bg-white p-6 shadow-xl">
          <DialogTitle className="flex items-center gap-2 text-base font-semibold text-neutral-900">
            <AlertTriangle aria-hidden className="size-4 text-amber-600" />
            {title}
          </DialogTitle>
          <Description className="mt-1 text-sm text-neutral-600">Nothing was published: the live site would not show what the preview shows.</Description>
          <ul className="mt-4 divide-y divide-neutral-100 rounded-lg border border-neutral-200">
            {items.map((item) => (
              <li key={item.key}>
                <button type="button" onClick={() => onGoTo(item)} className="flex w-full items-center gap-2 px-3 py-2 text-left text-sm hover:bg-neutral-50">
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-neutral-900">{item.label}</span>
                    <span className="block text-red-700">{item.message}</span>
                  </span>
                  {item.sectionId ? <ChevronRight aria-hidden className="size-4 shrink-0 text-neutral-600" /> : null}
                </button>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex justify-end">
            <button type="button" onClick={onClose} className={secondaryButton}>
              Close
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
