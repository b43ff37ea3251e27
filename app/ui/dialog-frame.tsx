import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { iconButton } from "./button-styles";

export const dialogPanelClass = "relative w-full rounded-xl border border-neutral-200 bg-white p-6 shadow-xl";
export const dialogTitleClass = "text-base font-semibold break-words text-neutral-900";
export const dialogDescriptionClass = "mt-1 text-sm text-neutral-600";

/**
 * Every dialog's frame: a Headless UI Dialog (focus trap, Escape, labelled) with a title, an
 * optional description and a close button. URL-opened dialogs (UrlModal) and dialogs about one
 * thing on the screen (an image) both use it; `onClose` says what closing means.
 */
export function DialogFrame({
  title,
  description,
  onClose,
  wide = false,
  children,
}: {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-neutral-950/40 transition duration-150 ease-out data-closed:opacity-0" />
      <div className="fixed inset-0 flex w-screen items-start justify-center overflow-y-auto p-4 sm:items-center">
        <DialogPanel
          transition
          className={`${dialogPanelClass} ${wide ? "max-w-3xl" : "max-w-lg"} transition duration-150 ease-out data-closed:scale-95 data-closed:opacity-0`}
        >
          <div className="pr-8">
            <DialogTitle className={dialogTitleClass}>{title}</DialogTitle>
            {description ? <Description className={dialogDescriptionClass}>{description}</Description> : null}
          </div>
          <button type="button" onClick={onClose} aria-label="Close" className={`${iconButton} absolute top-4 right-4`}>
            <X aria-hidden className="size-4" />
          </button>
          <div className="mt-5">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
