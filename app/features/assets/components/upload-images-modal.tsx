import { CircleAlert, CircleCheck, ImageUp, LoaderCircle } from "lucide-react";
import { useEffect, useState, type DragEvent } from "react";
import { Link, useRevalidator } from "react-router";
import type { AssetView } from "~/lib/asset-view";
import { primaryButton, secondaryButton } from "~/ui/button-styles";
import { ModalActions, ModalCancel, UrlModal } from "~/ui/url-modal";
import { useHydrated } from "~/ui/use-hydrated";
import { formatBytes } from "../file-refusal";
import { useUploadQueue, type UploadItem } from "./use-upload-queue";

export type UploadLimitsView = { maxBytes: number; maxPixels: number; svgMaxBytes: number; accepted: string };

const ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif,image/svg+xml,.jpg,.jpeg,.png,.webp,.gif,.avif,.svg";

/** The library's view that shows an image already there: its folder, searched for its name. */
function sameImageAddress(projectId: string, asset: AssetView): string {
  return `/project/${projectId}/assets?${new URLSearchParams({ folder: asset.folderId ?? "unfiled", q: asset.fileName })}`;
}

function StatusLine({ projectId, item }: { projectId: string; item: UploadItem }) {
  switch (item.state) {
    case "waiting":
      return <span className="text-neutral-600">Waiting…</span>;
    case "uploading":
      return <span className="text-neutral-600 tabular-nums">Uploading {Math.round(item.progress * 100)}%</span>;
    case "processing":
      return (
        <span className="inline-flex items-center gap-1 text-neutral-600">
          <LoaderCircle aria-hidden className="size-3.5 animate-spin" /> Processing…
        </span>
      );
    case "done":
      return (
        <span className="inline-flex items-center gap-1 text-emerald-700">
          <CircleCheck aria-hidden className="size-3.5" /> Uploaded · {item.asset ? `${item.asset.width} × ${item.asset.height}` : ""}
        </span>
      );
    case "duplicate":
      return (
        <span className="inline-flex flex-wrap items-center gap-x-1 text-neutral-700">
          <CircleCheck aria-hidden className="size-3.5 text-emerald-700" /> Already in the library as “{item.asset?.fileName}”, so it was not stored again.
          {item.asset ? (
            <Link to={sameImageAddress(projectId, item.asset)} className="font-medium text-accent underline underline-offset-2">
              Show it
            </Link>
          ) : null}
        </span>
      );
    case "refused":
      return (
        <span className="inline-flex items-start gap-1 text-red-700">
          <CircleAlert aria-hidden className="mt-0.5 size-3.5 shrink-0" /> <span>{item.error}</span>
        </span>
      );
  }
}

function UploadRow({ projectId, item }: { projectId: string; item: UploadItem }) {
  const [previewBroken, setPreviewBroken] = useState(false);
  const percent = Math.round(item.progress * 100);
  const barColour = item.state === "refused" ? "bg-red-500" : item.state === "done" || item.state === "duplicate" ? "bg-emerald-500" : "bg-accent";
  return (
    <li className="flex items-start gap-3 py-3" data-testid="upload-row" data-state={item.state}>
      <div className="flex size-11 shrink-0 items-center justify-center overflow-hidden rounded-md border border-neutral-200 bg-neutral-50">
        {item.previewUrl && !previewBroken ? (
          <img src={item.previewUrl} alt="" onError={() => setPreviewBroken(true)} className="size-full object-cover" />
        ) : (
          <ImageUp aria-hidden className="size-5 text-neutral-600" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <span className="truncate font-medium text-neutral-900">{item.name}</span>
          <span className="shrink-0 text-xs text-neutral-600 tabular-nums">{formatBytes(item.size)}</span>
        </div>
        <div
          role="progressbar"
          aria-label={`Upload of ${item.name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={item.state === "refused" ? 0 : percent}
          className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-neutral-100"
        >
          <div className={`h-full rounded-full transition-[width] duration-200 ${barColour}`} style={{ width: `${item.state === "refused" ? 100 : percent}%` }} />
        </div>
        <p className="mt-1 text-xs" aria-live="polite">
          <StatusLine projectId={projectId} item={item} />
        </p>
      </div>
    </li>
  );
}

function filesOf(list: FileList | DataTransferItemList | null): File[] {
  if (!list) return [];
  if (list instanceof FileList) return [...list];
  return [...list].flatMap((entry) => (entry.kind === "file" ? [entry.getAsFile()].filter((file): file is File => file !== null) : []));
}

/**
 * The image upload dialog (docs/product.md#dialogs) (`?modal=upload-images`): drop, paste or pick several images;
 * each is sent on its own with a progress bar and its own answer. Without JavaScript it is a
 * plain multipart form.
 */
export function UploadImagesModal({ projectId, folder, limits }: { projectId: string; folder: { id: string; name: string } | null; limits: UploadLimitsView }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [dragging, setDragging] = useState(false);
  const uploadUrl = `/project/${projectId}/assets/upload`;
  const { items, add, busy } = useUploadQueue({ url: uploadUrl, folderId: folder?.id ?? null, maxBytes: limits.maxBytes, onUploaded: () => void revalidator.revalidate() });

  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const pasted = filesOf(event.clipboardData?.items ?? null);
      if (pasted.length === 0) return;
      event.preventDefault();
      add(pasted);
    };
    window.addEventListener("paste", onPaste);
    return () => window.removeEventListener("paste", onPaste);
  }, [add]);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(filesOf(event.dataTransfer.files));
  };
  const stored = items.filter((item) => item.state === "done").length;
  const refused = items.filter((item) => item.state === "refused").length;
  const already = items.filter((item) => item.state === "duplicate").length;
  const megapixels = Math.round(limits.maxPixels / 1_000_000);
  const size = (bytes: number) => formatBytes(bytes).replace(" ", "\u00a0");

  return (
    <UrlModal title="Upload images" description={folder ? `Into the folder “${folder.name}”.` : "Into the project's image library."}>
      <form method="post" action={uploadUrl} encType="multipart/form-data" className="space-y-4">
        {folder ? <input type="hidden" name="folderId" value={folder.id} /> : null}
        <div
          data-testid="drop-zone"
          onDragEnter={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragOver={(event) => event.preventDefault()}
          onDragLeave={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
          }}
          onDrop={onDrop}
          className={`flex flex-col items-center rounded-xl border-2 border-dashed px-6 py-8 text-center transition-colors ${
            dragging ? "border-accent bg-accent/5" : "border-neutral-300 bg-neutral-50/60"
          }`}
        >
          <span className="flex size-11 items-center justify-center rounded-full bg-white text-accent shadow-xs ring-1 ring-neutral-200">
            <ImageUp aria-hidden className="size-5" />
          </span>
          <p className="mt-3 text-sm font-medium text-neutral-900">{hydrated ? "Drop images here, or paste them" : "Choose images to upload"}</p>
          <p className="mt-1 text-xs text-neutral-600">
            {limits.accepted} · up to {size(limits.maxBytes)} and {megapixels}&nbsp;megapixels each (SVG up to {size(limits.svgMaxBytes)})
          </p>
          <label className={`${secondaryButton} mt-4 cursor-pointer`}>
            Choose files
            <input
              type="file"
              name="files"
              multiple
              accept={ACCEPT}
              className="sr-only"
              onChange={(event) => {
                if (!hydrated) return;
                add(filesOf(event.currentTarget.files));
                event.currentTarget.value = "";
              }}
            />
          </label>
        </div>
        {items.length ? (
          <div>
            <p className="text-xs text-neutral-600" role="status">
              {busy ? `Uploading ${items.length} ${items.length === 1 ? "file" : "files"}…` : `${stored} uploaded${already ? `, ${already} already in the library` : ""}${refused ? `, ${refused} refused` : ""}.`}
            </p>
            {/* Focusable, so the list can be scrolled from the keyboard when it overflows. */}
            <ul tabIndex={0} aria-label="Files" className="mt-1 max-h-72 divide-y divide-neutral-100 overflow-y-auto rounded-md pr-1 focus-visible:outline-2 focus-visible:outline-accent">
              {items.map((item) => (
                <UploadRow key={item.id} projectId={projectId} item={item} />
              ))}
            </ul>
          </div>
        ) : null}
        <ModalActions>
          <ModalCancel label={items.length && !busy ? "Done" : "Close"} />
          {hydrated ? null : (
            <button type="submit" className={primaryButton}>
              Upload
            </button>
          )}
        </ModalActions>
      </form>
    </UrlModal>
  );
}
