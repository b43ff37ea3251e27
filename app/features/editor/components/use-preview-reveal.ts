import { useCallback, useEffect, useState } from "react";

const FLASH_MS = 1_200;

/**
 * Scrolls the preview to a section and flashes its outline, so a section just added, moved or
 * selected in the list is seen where it now is. Each request runs once, even for the same section.
 */
export function usePreviewReveal(): (sectionId: string) => void {
  const [request, setRequest] = useState<{ sectionId: string; serial: number } | null>(null);

  useEffect(() => {
    if (!request) return;
    const frame = window.document.querySelector<HTMLIFrameElement>("[data-testid=preview-frame]");
    const element = frame?.contentDocument?.querySelector<HTMLElement>(`[data-pw-section="${CSS.escape(request.sectionId)}"]`);
    if (!element) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollIntoView({ block: "start", behavior: still ? "auto" : "smooth" });
    // Taken off and put back, so a second request on the same section flashes again.
    element.removeAttribute("data-pw-flash");
    void element.offsetWidth;
    element.setAttribute("data-pw-flash", "");
    const timer = window.setTimeout(() => element.removeAttribute("data-pw-flash"), FLASH_MS);
    return () => window.clearTimeout(timer);
  }, [request]);

  return useCallback((sectionId: string) => setRequest((previous) => ({ sectionId, serial: (previous?.serial ?? 0) + 1 })), []);
}
