import { useEffect, useRef } from "react";

/** The widths the partner can measure the module at: the column it will sit in on the other site. */
export const PREVIEW_WIDTHS = [
  { width: 390, label: "Phone (390 px)" },
  { width: 768, label: "Tablet (768 px)" },
  { width: 1280, label: "Desktop (1280 px)" },
] as const;
export type PreviewWidth = (typeof PREVIEW_WIDTHS)[number]["width"];

/** The height a module's message gives (`{pagewrightEmbed, height}`, module-embed-script.ts), or null for any other message. */
export function reportedHeight(data: unknown): number | null {
  if (typeof data !== "object" || data === null) return null;
  const { pagewrightEmbed, height } = data as { pagewrightEmbed?: unknown; height?: unknown };
  if (typeof pagewrightEmbed !== "string" || typeof height !== "number" || !Number.isFinite(height) || height <= 0) return null;
  return Math.ceil(height);
}

/**
 * The module in a frame as wide as the column chosen, loaded from its public address with the
 * copying options, so it measures itself exactly as it will on the other site: it posts its
 * content's height (the same message the snippet's listener takes), which goes to `onHeight` and
 * sets the frame's own height. Only messages from that frame at the module's origin count.
 */
export function EmbedPreview({ src, title, width, height, onHeight }: { src: string; title: string; width: PreviewWidth; height: number; onHeight: (height: number) => void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const origin = new URL(src).origin;
    function onMessage(event: MessageEvent) {
      if (event.origin !== origin || !frame.current || event.source !== frame.current.contentWindow) return;
      const measured = reportedHeight(event.data);
      if (measured !== null) onHeight(measured);
    }
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [src, onHeight]);
  return (
    // Scrolls when the column is wider or the module taller than the panel: focusable, so the keyboard can scroll it too.
    <section tabIndex={0} aria-label={`Preview of ${title}`} className="max-h-[32rem] overflow-auto rounded-md border border-neutral-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent">
      <iframe ref={frame} src={src} title={`Preview of ${title} at ${width} px`} style={{ display: "block", width, height, border: 0 }} />
    </section>
  );
}
