import { X } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { iconButton, secondaryButton } from "./button-styles";
import { DialogFrame, dialogDescriptionClass, dialogPanelClass, dialogTitleClass } from "./dialog-frame";
import { useModalState } from "./modal-state";
import { useHydrated } from "./use-hydrated";

type UrlModalProps = { title: string; description?: ReactNode; children: ReactNode };

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
        <div role="dialog" aria-modal="true" aria-labelledby={titleId} className={`${dialogPanelClass} max-w-lg`}>
          <div className="pr-8">
            <h2 id={titleId} className={dialogTitleClass}>
              {title}
            </h2>
            {description ? <p className={dialogDescriptionClass}>{description}</p> : null}
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
    <DialogFrame title={title} description={description} onClose={close}>
      {children}
    </DialogFrame>
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
