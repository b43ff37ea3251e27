import { AlertTriangle, ArrowLeft, Check, CloudOff, ExternalLink, Loader2, Monitor, Redo2, Rocket, Smartphone, Tablet, Undo2 } from "lucide-react";
import { memo } from "react";
import { Link } from "react-router";
import type { SaveState } from "../autosave";
import type { Device } from "./preview-frame";

const STATUS_TEXT: Record<SaveState["status"], string> = {
  saved: "Saved",
  pending: "Unsaved changes",
  saving: "Saving…",
  offline: "Offline · kept on this device",
  conflict: "Conflict",
  invalid: "Not saved · fix the marked fields",
  error: "Not saved · retrying",
  "signed-out": "Not saved · signed out",
};

/** The save state; refused content makes it a button that lists what to fix. */
function SaveIndicator({ state, onShowProblems }: { state: SaveState; onShowProblems: () => void }) {
  const { status } = state;
  const tone = status === "saved" ? "text-neutral-600" : status === "pending" || status === "saving" ? "text-neutral-600" : "text-amber-700";
  const Icon = status === "saved" ? Check : status === "saving" || status === "pending" ? Loader2 : status === "offline" ? CloudOff : AlertTriangle;
  const text = (
    <>
      <Icon aria-hidden className={`size-3.5 ${status === "saving" ? "animate-spin" : ""}`} />
      <span className="max-sm:sr-only">{STATUS_TEXT[status]}</span>
    </>
  );
  return (
    <span data-testid="save-status" data-status={status} title={state.message ?? undefined} role="status" className={`inline-flex items-center gap-1.5 text-xs ${tone}`}>
      {status === "invalid" ? (
        <button type="button" onClick={onShowProblems} className="inline-flex items-center gap-1.5 underline decoration-dotted underline-offset-2">
          {text}
        </button>
      ) : (
        text
      )}
    </span>
  );
}

const DEVICES: { device: Device; label: string; icon: typeof Monitor }[] = [
  { device: "desktop", label: "Desktop", icon: Monitor },
  { device: "tablet", label: "Tablet", icon: Tablet },
  { device: "mobile", label: "Mobile", icon: Smartphone },
];

const barButton = "inline-flex size-8 items-center justify-center rounded-md text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900 disabled:text-neutral-300 disabled:hover:bg-transparent";

export const EditorTopBar = memo(function EditorTopBar({
  projectId,
  projectName,
  documentName,
  kindLabel,
  device,
  onDevice,
  save,
  canUndo,
  canRedo,
  onUndo,
  onRedo,
  onPublish,
  publishing,
  unpublished,
  liveHref,
  onShowProblems,
}: {
  projectId: string;
  projectName: string;
  documentName: string;
  kindLabel: string;
  device: Device;
  onDevice: (device: Device) => void;
  save: SaveState;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onPublish: () => void;
  publishing: boolean;
  /** Saved changes (pages, modules or settings) that the live site does not show yet. */
  unpublished: boolean;
  /** This page or module on the live site, when the project is live. */
  liveHref: string | null;
  onShowProblems: () => void;
}) {
  return (
    <div className="flex h-12 shrink-0 items-center gap-2 border-b border-neutral-200 bg-white px-3 lg:grid lg:grid-cols-[1fr_auto_1fr] lg:gap-0">
      <div className="flex min-w-0 flex-1 items-center gap-2 text-sm">
        <Link to={`/project/${projectId}`} className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900">
          <ArrowLeft aria-hidden className="size-4" />
          <span className="max-w-40 truncate max-sm:sr-only">{projectName}</span>
        </Link>
        <span className="text-neutral-300 max-sm:hidden">/</span>
        <h1 className="truncate font-medium text-neutral-900">
          {documentName} <span className="font-normal text-neutral-600">· {kindLabel}</span>
        </h1>
      </div>
      <div role="group" aria-label="Preview width" className="flex items-center gap-0.5 rounded-lg bg-neutral-100 p-0.5 max-sm:hidden">
        {DEVICES.map(({ device: option, label, icon: Icon }) => (
          <button
            key={option}
            type="button"
            aria-pressed={device === option}
            title={label}
            aria-label={label}
            onClick={() => onDevice(option)}
            className={`inline-flex h-7 w-9 items-center justify-center rounded-md ${device === option ? "bg-white text-neutral-900 shadow-sm" : "text-neutral-600 hover:text-neutral-800"}`}
          >
            <Icon aria-hidden className="size-4" />
          </button>
        ))}
      </div>
      <div className="flex shrink-0 items-center justify-end gap-1">
        <SaveIndicator state={save} onShowProblems={onShowProblems} />
        <span className="mx-2 h-5 w-px bg-neutral-200" />
        <button type="button" className={barButton} onClick={onUndo} disabled={!canUndo} aria-label="Undo" title="Undo (Ctrl+Z)">
          <Undo2 aria-hidden className="size-4" />
        </button>
        <button type="button" className={barButton} onClick={onRedo} disabled={!canRedo} aria-label="Redo" title="Redo (Shift+Ctrl+Z)">
          <Redo2 aria-hidden className="size-4" />
        </button>
        {liveHref ? (
          <a href={liveHref} target="_blank" rel="noreferrer" className="ml-2 inline-flex items-center gap-1 text-xs text-neutral-600 hover:text-accent" data-testid="live-link">
            <span className="max-sm:sr-only">View live</span> <ExternalLink aria-hidden className="size-3.5" />
          </a>
        ) : null}
        {unpublished ? (
          <span data-testid="unpublished-changes" className="ml-2 inline-flex items-center rounded bg-amber-50 px-1.5 py-0.5 text-xs text-amber-800">
            {/* On a phone a dot stands for the words, which screen readers still hear. */}
            <span aria-hidden className="size-2 rounded-full bg-amber-500 sm:hidden" />
            <span className="max-sm:sr-only">Unpublished changes</span>
          </span>
        ) : null}
        <button
          type="button"
          // Not `disabled` while publishing: a disabled button drops its focus to the page's body.
          onClick={publishing ? undefined : onPublish}
          aria-disabled={publishing}
          className="ml-2 inline-flex items-center gap-1.5 rounded-md bg-accent px-3 py-1.5 text-sm font-medium text-white shadow-sm hover:bg-accent-hover aria-disabled:opacity-60"
        >
          <Rocket aria-hidden className="size-4" />
          {publishing ? "Publishing…" : "Publish"}
        </button>
      </div>
    </div>
  );
});
