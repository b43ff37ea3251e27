import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

export const LOADING_BAR_DEFAULTS = {
  color: "#1d4ed8",
  height: 3,
  durationMs: 2000,
  throttleMs: 200,
} as const;

type LoadingBarProps = Partial<{ color: string; height: number; durationMs: number; throttleMs: number }>;

type Phase = "idle" | "running" | "finishing";

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
  const [phase, setPhase] = useState<Phase>("idle");
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    if (busy) {
      const show = setTimeout(() => {
        setProgress(0);
        setPhase("running");
        requestAnimationFrame(() => setProgress(90));
      }, throttleMs);
      return () => clearTimeout(show);
    }
    if (phase === "idle") return;
    setProgress(100);
    setPhase("finishing");
    const hide = setTimeout(() => {
      setPhase("idle");
      setProgress(0);
    }, 250);
    return () => clearTimeout(hide);
    // phase is read only to skip finishing a bar that never showed
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [busy, throttleMs]);

  if (phase === "idle") return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
      data-testid="loading-bar"
      className="pointer-events-none fixed inset-x-0 top-0 z-50"
      style={{ height }}
    >
      <div
        style={{
          height: "100%",
          width: `${progress}%`,
          backgroundColor: color,
          opacity: phase === "finishing" ? 0 : 1,
          transition:
            phase === "running"
              ? `width ${durationMs}ms cubic-bezier(0.1, 0.6, 0.3, 1)`
              : "width 150ms ease-out, opacity 200ms ease-in 100ms",
        }}
      />
    </div>
  );
}
