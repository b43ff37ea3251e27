import { useEffect, type RefObject } from "react";

const FOCUSABLE = "a[href], button, input, select, textarea, summary, iframe, audio[controls], video[controls], [contenteditable=true], [tabindex]";
/** Where a control's own tabindex waits while the preview is one stop ("" when it had none). */
const KEPT = "data-preview-tabindex";

/** Takes every control of the previewed page out of the tab order, keeping what it had. */
function leaveTabOrder(root: ParentNode) {
  for (const control of root.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (control.hasAttribute(KEPT)) continue;
    control.setAttribute(KEPT, control.getAttribute("tabindex") ?? "");
    control.tabIndex = -1;
  }
}

/** Puts the previewed page's controls back in the tab order as they were. */
function rejoinTabOrder(root: ParentNode) {
  for (const control of root.querySelectorAll<HTMLElement>(`[${KEPT}]`)) {
    const own = control.getAttribute(KEPT);
    if (own) control.setAttribute("tabindex", own);
    else control.removeAttribute("tabindex");
    control.removeAttribute(KEPT);
  }
}

/**
 * The preview is one tab stop while the partner edits: Tab passes the frame as a whole instead of
 * walking through every link of the previewed site. On the frame, Enter goes into the page's
 * links and buttons, and Escape (or leaving the frame) makes it one stop again
 * (docs/product.md#keyboard-and-screen-readers-in-the-app). Pointer clicks are unaffected.
 */
export function usePreviewTabStop(frame: RefObject<HTMLIFrameElement | null>, body: HTMLElement | null): void {
  useEffect(() => {
    const document = frame.current?.contentDocument;
    const frameWindow = document?.defaultView;
    if (!body || !document || !frameWindow) return;
    let exploring = false;
    leaveTabOrder(body);
    // Sections render and re-render into the frame as the partner edits; new controls leave too.
    const observer = new MutationObserver(() => {
      if (!exploring) leaveTabOrder(body);
    });
    observer.observe(body, { childList: true, subtree: true });
    // The frame element never matches `:focus-visible` while its page has focus; this attribute
    // lets it show the outline instead.
    const holdFocus = () => frame.current?.setAttribute("data-holds-focus", "");
    const stopExploring = () => {
      frame.current?.removeAttribute("data-holds-focus");
      if (!exploring) return;
      exploring = false;
      leaveTabOrder(body);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!exploring && event.key === "Enter" && document.activeElement === body) {
        exploring = true;
        rejoinTabOrder(body);
        const first = [...body.querySelectorAll<HTMLElement>(FOCUSABLE)].find((control) => control.tabIndex >= 0);
        if (first) {
          event.preventDefault();
          first.focus();
        }
      } else if (exploring && event.key === "Escape") {
        event.preventDefault();
        stopExploring();
        // The frame as a whole takes focus, not the control last used inside it.
        if (document.activeElement instanceof frameWindow.HTMLElement) document.activeElement.blur();
        frame.current?.focus();
        holdFocus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    frameWindow.addEventListener("blur", stopExploring);
    frameWindow.addEventListener("focus", holdFocus);
    return () => {
      frameWindow.removeEventListener("focus", holdFocus);
      observer.disconnect();
      document.removeEventListener("keydown", onKeyDown);
      frameWindow.removeEventListener("blur", stopExploring);
      rejoinTabOrder(body);
    };
  }, [frame, body]);
}
