import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

export const LOADING_BAR_DEFAULTS = {
  color: "#1d4ed8",
  height: 3,
  durationMs: 2000,
  throttleMs: 200,
} as const;

const FINISH_MS = 300;

type LoadingBarProps = Partial<{ color: string; height: number; durationMs: number; throttleMs: number }>;

/**
 * The thin bar at the top of the window during navigations. It appears only when a navigation
 * lasts longer than the throttle, creeps towards the end over the duration, then completes.
 */
export function LoadingBar({
  color = LOADING_BAR_DEFAULTS.color,
  height = LOADING_BAR_DEFAULTS.height,
  durationMs = LOADING_BAR_DEFAULTS.durationMs,
  throttleMs = LOADING_BAR_DEFAULTS.throttleMs,
}: LoadingBarProps) {
  const busy = useNavigation().state !== "idle";
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (busy) {
      const show = setTimeout(() => setShown(true), throttleMs);
      return () => clearTimeout(show);
    }
    if (!shown) return;
    const hide = setTimeout(() => setShown(false), FINISH_MS);
    return () => clearTimeout(hide);
  }, [busy, shown, throttleMs]);

  if (!shown) return null;
  const finishing = !busy;
  return (
    <div
      role="progressbar"
      aria-label="Loading"
      data-testid="loading-bar"
      className="pointer-events-none fixed inset-x-0 top-0 z-50"
      style={{ height }}
    >
      <div
        className="h-full"
        style={{
          backgroundColor: color,
          width: finishing ? "100%" : undefined,
          opacity: finishing ? 0 : 1,
          animation: finishing ? "none" : `pw-loading-bar ${durationMs}ms cubic-bezier(0.1, 0.6, 0.3, 1) forwards`,
          transition: `opacity ${FINISH_MS}ms ease-in`,
        }}
      />
    </div>
  );
}
