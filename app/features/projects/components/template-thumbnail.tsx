import { useEffect, useRef, useState } from "react";

/** The width the home page is laid out at before it is scaled down to the card. */
const RENDER_WIDTH = 1280;
const RENDER_HEIGHT = 800;

type Preview =
  { state: "loading" } | { state: "failed" } | { state: "ready"; html: string };

/**
 * A template's real home page, scaled down: the published markup (without scripts) fetched from
 * the preview address and shown in a sandboxed frame, so the thumbnail is always what a project
 * made from the template looks like (decision 0029).
 */
export function TemplateThumbnail({
  previewHref,
  label,
}: {
  previewHref: string;
  label: string;
}) {
  const [preview, setPreview] = useState<Preview>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [isNearView, setIsNearView] = useState(false);
  const [scale, setScale] = useState(0.2);
  const box = useRef<HTMLDivElement>(null);

  // Only cards about to scroll into view fetch their page: a dialog of ten renders at once would
  // keep the server busy before the partner has even looked past the first row.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && setIsNearView(true), { rootMargin: "200px" });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!isNearView) return;
    const controller = new AbortController();
    fetch(previewHref, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok)
          throw new Error(`Preview answered ${response.status}`);
        setPreview({ state: "ready", html: await response.text() });
      })
      .catch(() => {
        if (!controller.signal.aborted) setPreview({ state: "failed" });
      });
    return () => controller.abort();
  }, [previewHref, attempt, isNearView]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(
      ([entry]) => entry && setScale(entry.contentRect.width / RENDER_WIDTH),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={box}
      className="relative aspect-[16/10] w-full overflow-hidden rounded-md bg-neutral-100 ring-1 ring-neutral-200"
    >
      {preview.state === "ready" ? (
        <iframe
          title={`Preview of the ${label} template`}
          srcDoc={preview.html}
          sandbox=""
          tabIndex={-1}
          aria-hidden
          loading="lazy"
          className="pointer-events-none absolute top-0 left-0 origin-top-left border-0"
          style={{
            width: RENDER_WIDTH,
            height: RENDER_HEIGHT,
            transform: `scale(${scale})`,
          }}
        />
      ) : preview.state === "loading" ? (
        <span className="absolute inset-0 flex animate-pulse items-center justify-center text-xs text-neutral-600">
          Loading preview…
        </span>
      ) : (
        <span className="absolute inset-0 flex flex-col items-center justify-center gap-1 text-xs text-neutral-600">
          Preview unavailable
          <button
            type="button"
            className="pointer-events-auto underline"
            onClick={() => {
              setPreview({ state: "loading" });
              setAttempt((count) => count + 1);
            }}
          >
            Try again
          </button>
        </span>
      )}
    </div>
  );
}
