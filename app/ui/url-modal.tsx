import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { X } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { iconButton, secondaryButton } from "./button-styles";
import { useModalState } from "./modal-state";
import { useHydrated } from "./use-hydrated";

type UrlModalProps = { title: string; description?: ReactNode; children: ReactNode };

const panelClass = "relative w-full max-w-lg rounded-xl border border-neutral-200 bg-white shadow-xl";

const titleClass = "text-base font-semibold text-neutral-900";
const descriptionClass = "mt-1 text-sm text-neutral-600";

/**
 * A dialog opened by the URL (`?modal=…`), so Back closes it and a link can open it. Once React
 * runs it is a Headless UI Dialog (focus trap, Escape, labelled); before that, and without
 * JavaScript, the same content renders in place as a plain overlay whose form still posts.
 */
export function UrlModal({ title, description, children }: UrlModalProps) {
  const hydrated = useHydrated();
  const { close, closeHref } = useModalState();
  const titleId = useId();
  if (!hydrated) {
    return (
      <div className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-neutral-950/40 p-4 sm:items-center">
        <div role="dialog" aria-modal="true" aria-labelledby={titleId} className={`${panelClass} p-6`}>
          <div className="pr-8">
            <h2 id={titleId} className={titleClass}>
              {title}
            </h2>
            {description ? <p className={descriptionClass}>{description}</p> : null}
          </div>
          <Link to={closeHref} replace aria-label="Close" className={`${iconButton} absolute top-4 right-4`}>
            <X aria-hidden className="size-4" />
          </Link>
          <div className="mt-5">{children}</div>
        </div>
      </div>
    );
  }
  return (
    <Dialog open onClose={close} className="fixed inset-0 z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-neutral-950/40 transition duration-150 ease-out data-closed:opacity-0" />
      <div className="fixed inset-0 flex w-screen items-start justify-center overflow-y-auto p-4 sm:items-center">
        <DialogPanel transition className={`${panelClass} p-6 transition duration-150 ease-out data-closed:scale-95 data-closed:opacity-0`}>
          <div className="pr-8">
            <DialogTitle className={titleClass}>{title}</DialogTitle>
            {description ? <Description className={descriptionClass}>{description}</Description> : null}
          </div>
          <button type="button" onClick={close} aria-label="Close" className={`${iconButton} absolute top-4 right-4`}>
            <X aria-hidden className="size-4" />
          </button>
          <div className="mt-5">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/** The dialog's cancel action: Back when possible, otherwise a link to the screen without the dialog. */
export function ModalCancel({ label = "Cancel" }: { label?: string }) {
  const hydrated = useHydrated();
  const { close, closeHref } = useModalState();
  return (
    <Link
      to={closeHref}
      replace
      className={secondaryButton}
      onClick={(event) => {
        if (!hydrated) return;
        event.preventDefault();
        close();
      }}
    >
      {label}
    </Link>
  );
}

/** The row of buttons at the bottom of a dialog's form. */
export function ModalActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}
