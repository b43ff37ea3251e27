import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import previewStylesheet from "./preview.css?url";
import { usePreviewTabStop } from "./use-preview-tab-stop";
import { siteLanguageOf } from "~/lib/site-languages";

export type Device = "desktop" | "tablet" | "mobile";

const DEVICE_WIDTHS: Record<Device, number> = { desktop: 1280, tablet: 768, mobile: 390 };

/** The canvas's size, followed as the window or the panels change. */
function useBoxSize() {
  const [box, setBox] = useState<HTMLElement | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => entry && setSize({ width: entry.contentRect.width, height: entry.contentRect.height }));
    observer.observe(box);
    return () => observer.disconnect();
  }, [box]);
  return [setBox, size] as const;
}

/**
 * An iframe whose body the editor renders into through a portal: the sections get their own
 * viewport (so the mobile and tablet widths trigger their breakpoints) and only the published
 * pages' stylesheet, never the app's. The frame has no address of its own, so nothing loads. Each
 * device width is rendered at its real size and scaled down when the canvas is narrower, so the
 * desktop preview shows the desktop layout.
 */
export function PreviewFrame({
  device,
  language,
  title,
  onKeyDown,
  onLink,
  onSubmit,
  children,
}: {
  device: Device;
  /** The site's language tag: the previewed page is read and laid out as the published one is. */
  language: string;
  title: string;
  onKeyDown?: (event: KeyboardEvent) => void;
  /** A link was activated (mouse or keyboard); the frame itself never follows it. */
  onLink?: (href: string, frameDocument: Document) => void;
  /** A form was submitted; the frame itself never sends it. */
  onSubmit?: () => void;
  children: ReactNode;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  const handlers = useRef({ onLink, onSubmit });
  useEffect(() => {
    handlers.current = { onLink, onSubmit };
  }, [onLink, onSubmit]);

  useEffect(() => {
    const document = frame.current?.contentDocument;
    if (!document) return;
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = previewStylesheet;
    document.head.append(link);
    const viewport = document.createElement("meta");
    viewport.name = "viewport";
    viewport.content = "width=device-width, initial-scale=1";
    document.head.append(viewport);
    // Links and forms in the preview must not navigate the frame away from the editor's render
    // (the page's own address refuses to be framed). The frame's nodes are of its own window, so
    // they are recognised by its Element, not the editor's. A link is the editor's to handle, not
    // also a click that selects its section.
    const FrameElement = document.defaultView?.Element;
    const onClick = (event: MouseEvent) => {
      const link = FrameElement && event.target instanceof FrameElement ? event.target.closest("a[href]") : null;
      if (!link) return;
      event.preventDefault();
      event.stopPropagation();
      handlers.current.onLink?.(link.getAttribute("href") ?? "", document);
    };
    const onFormSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      handlers.current.onSubmit?.();
    };
    document.addEventListener("click", onClick, true);
    document.addEventListener("submit", onFormSubmit, true);
    setBody(document.body);
    return () => {
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("submit", onFormSubmit, true);
    };
  }, []);

  useEffect(() => {
    const document = frame.current?.contentDocument;
    if (!document || !onKeyDown) return;
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [onKeyDown, body]);

  usePreviewTabStop(frame, body);
  // Follows the settings: the frame's document is the editor's own, so its root takes them here.
  useEffect(() => {
    const root = body ? frame.current?.contentDocument?.documentElement : undefined;
    if (!root) return;
    const { tag, rtl } = siteLanguageOf(language);
    root.setAttribute("lang", tag);
    if (rtl) root.setAttribute("dir", "rtl");
    else root.removeAttribute("dir");
  }, [body, language]);
  const hintId = useId();

  const [measure, canvas] = useBoxSize();
  const width = DEVICE_WIDTHS[device];
  const scale = canvas.width > 0 ? Math.min(1, canvas.width / width) : 1;
  return (
    <div ref={measure} className="h-full w-full">
      <div className="mx-auto h-full" style={{ width: width * scale }}>
        <iframe
          ref={frame}
          title={title}
          // One tab stop (usePreviewTabStop), outlined while its page holds focus: the frame itself never matches `:focus-visible`.
          tabIndex={0}
          aria-describedby={hintId}
          data-testid="preview-frame"
          data-scale={scale.toFixed(3)}
          className="block origin-top-left rounded-md bg-white shadow-sm ring-1 ring-black/10 data-holds-focus:outline-2 data-holds-focus:outline-offset-2 data-holds-focus:outline-accent"
          style={{ width, height: canvas.height / scale || "100%", transform: scale < 1 ? `scale(${scale})` : undefined }}
        >
          {body ? createPortal(children, body) : null}
        </iframe>
        <p id={hintId} hidden>
          Press Enter to move through the preview&apos;s links and buttons, and Escape to come back.
        </p>
      </div>
    </div>
  );
}
