import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/** Where focus stays on a new screen: a field the screen focused itself, or an open dialog. */
function screenFocusedItself(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) return false;
  // React focuses `autoFocus` fields without writing the attribute, so a field is taken as the screen's own choice.
  return active.matches("input, textarea, select, [contenteditable=true]") || active.closest("[role=dialog]") !== null;
}

/**
 * After a client-side move to another screen, says where the person is in a polite live region and
 * puts focus on the screen's main heading, so keyboard and screen-reader users start from the new
 * content rather than from the link they left or from the page's body
 * (docs/product.md#keyboard-and-screen-readers-in-the-app). The first render is the browser's own
 * page load, which screen readers announce themselves.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState("");
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // The new screen's title and heading are in the document once the frame after its render starts.
    const frame = requestAnimationFrame(() => {
      const heading = document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("h1");
      setMessage(document.title || heading?.textContent?.trim() || "");
      if (!heading || screenFocusedItself()) return;
      if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return (
    <p aria-live="polite" aria-atomic="true" data-testid="route-announcer" className="sr-only">
      {message}
    </p>
  );
}
