import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { ImageUp, RefreshCw, Search, X } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import type { AssetView } from "~/lib/asset-view";

type Library = { state: "loading" } | { state: "ready"; images: AssetView[] } | { state: "failed"; message: string };
type UploadAnswer = { files?: Array<{ name: string; ok: boolean; error?: string; duplicate?: boolean; asset?: AssetView }>; message?: string; error?: string };
type UploadOutcome = { busy: boolean; problems: string[]; alreadyThere: string[] };

/**
 * Sends files to the asset library's upload endpoint, one request per file; returns what went
 * wrong, and which files were already in the library (the list below shows those), per file.
 */
async function uploadImages(projectId: string, files: readonly File[]): Promise<Omit<UploadOutcome, "busy">> {
  const problems: string[] = [];
  const alreadyThere: string[] = [];
  for (const file of files) {
    const body = new FormData();
    body.append("files", file, file.name);
    try {
      const response = await fetch(`/project/${projectId}/assets/upload`, { method: "POST", body, headers: { Accept: "application/json" } });
      const answer = (await response.json().catch(() => ({}))) as UploadAnswer;
      const result = answer.files?.[0];
      if (response.ok && result?.ok && result.duplicate && result.asset) alreadyThere.push(`${file.name} is already in the library as “${result.asset.fileName}”: choose it below.`);
      else if (!response.ok || !result?.ok) problems.push(`${file.name}: ${result?.error ?? answer.message ?? answer.error ?? `the upload answered ${response.status}`}`);
    } catch {
      problems.push(`${file.name}: the upload did not reach the server.`);
    }
  }
  return { problems, alreadyThere };
}

/** The project's images, from the assets feature's picker endpoint; choosing one resolves the field's request. */
export function AssetPickerDialog({ projectId, onChoose }: { projectId: string; onChoose: (image: AssetView | null) => void }) {
  const [search, setSearch] = useState("");
  const [library, setLibrary] = useState<Library>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [upload, setUpload] = useState<UploadOutcome>({ busy: false, problems: [], alreadyThere: [] });
  const close = useCallback(() => onChoose(null), [onChoose]);

  const sendFiles = async (files: File[]) => {
    if (files.length === 0) return;
    setUpload({ busy: true, problems: [], alreadyThere: [] });
    setUpload({ busy: false, ...(await uploadImages(projectId, files)) });
    setSearch("");
    setAttempt((count) => count + 1);
  };

  useEffect(() => {
    const controller = new AbortController();
    const query = new URLSearchParams({ folder: "all", ...(search.trim() ? { q: search.trim() } : {}) });
    fetch(`/project/${projectId}/assets/images?${query}`, { signal: controller.signal, headers: { Accept: "application/json" } })
      .then(async (response) => {
        const body = (await response.json()) as { images?: AssetView[]; error?: string };
        setLibrary(response.ok && body.images ? { state: "ready", images: body.images } : { state: "failed", message: body.error ?? `The library answered ${response.status}.` });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLibrary({ state: "failed", message: error instanceof Error ? error.message : "The library could not be loaded." });
      });
    return () => controller.abort();
  }, [projectId, search, attempt]);

  return (
    <Dialog open onClose={close} className="relative z-50">
      <div className="fixed inset-0 bg-neutral-950/30" aria-hidden />
      <div className="fixed inset-0 flex items-center justify-center p-6 max-sm:p-3">
        <DialogPanel className="flex h-[min(640px,85vh)] w-full max-w-3xl flex-col overflow-hidden rounded-xl bg-white shadow-2xl">
          {/* On a phone the search takes a row of its own under the title. */}
          <div className="flex items-center gap-3 border-b border-neutral-200 px-5 py-3 max-sm:flex-wrap max-sm:px-4">
            <DialogTitle className="text-base font-semibold">Choose an image</DialogTitle>
            <label className="ml-auto flex items-center gap-2 rounded-md border border-neutral-300 px-2 py-1 text-sm focus-within:border-accent max-sm:order-last max-sm:ml-0 max-sm:w-full">
              <Search aria-hidden className="size-4 text-neutral-600" />
              <input type="search" aria-label="Search images" placeholder="Search by name" value={search} onChange={(event) => setSearch(event.target.value)} className="w-44 outline-none max-sm:w-full max-sm:min-w-0" />
            </label>
            <button type="button" onClick={close} aria-label="Close" className="rounded p-1 text-neutral-600 hover:bg-neutral-100 max-sm:ml-auto">
              <X aria-hidden className="size-4" />
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto bg-neutral-50 p-4">
            {library.state === "loading" ? <p className="text-sm text-neutral-600">Loading the library…</p> : null}
            {library.state === "failed" ? <p className="text-sm text-red-700">{library.message}</p> : null}
            {library.state === "ready" && library.images.length === 0 ? (
              <p className="py-16 text-center text-sm text-neutral-600">No images {search ? "match this search" : "in this project yet"}. Upload some in the asset library, then refresh.</p>
            ) : null}
            {library.state === "ready" ? (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                {library.images.map((image) => (
                  <li key={image.id}>
                    <button
                      type="button"
                      onClick={() => onChoose(image)}
                      className="group block w-full overflow-hidden rounded-lg border border-neutral-200 bg-white text-left hover:border-accent focus-visible:border-accent"
                    >
                      <img src={image.thumbnailUrl} alt="" className="aspect-[4/3] w-full object-cover" loading="lazy" />
                      <span className="block truncate px-2 py-1.5 text-xs text-neutral-700">{image.fileName}</span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          {upload.alreadyThere.length ? (
            <ul role="status" className="border-t border-neutral-200 bg-neutral-50 px-5 py-2 text-sm text-neutral-700">
              {upload.alreadyThere.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          ) : null}
          {upload.problems.length ? (
            <ul role="alert" className="border-t border-red-200 bg-red-50 px-5 py-2 text-sm text-red-700">
              {upload.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : null}
          <div className="flex items-center justify-between border-t border-neutral-200 px-5 py-3 text-sm">
            <label className="inline-flex cursor-pointer items-center gap-1.5 font-medium text-accent hover:underline focus-within:underline">
              <ImageUp aria-hidden className="size-4" /> {upload.busy ? "Uploading…" : "Upload images"}
              <input
                type="file"
                multiple
                accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/svg+xml"
                className="sr-only"
                // Not `disabled` while uploading: a disabled control drops its focus to the page's body.
                aria-disabled={upload.busy}
                onClick={(event) => upload.busy && event.preventDefault()}
                onChange={(event) => {
                  const files = [...(event.currentTarget.files ?? [])];
                  event.currentTarget.value = "";
                  void sendFiles(files);
                }}
              />
            </label>
            <button type="button" onClick={() => setAttempt((count) => count + 1)} className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-neutral-600 hover:bg-neutral-100">
              <RefreshCw aria-hidden className="size-4" /> Refresh
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
