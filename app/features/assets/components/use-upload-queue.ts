import { useCallback, useEffect, useRef, useState } from "react";
import type { AssetView } from "~/lib/asset-view";
import { formatBytes } from "../file-refusal";

export type UploadItem = {
  id: string;
  name: string;
  size: number;
  previewUrl: string | null;
  /** 0–1 of the bytes sent. */
  progress: number;
  /** `duplicate`: the same image was already in the library (`asset`), and was not stored again. */
  state: "waiting" | "uploading" | "processing" | "done" | "duplicate" | "refused";
  error?: string;
  asset?: AssetView;
};

type UploadAnswer = { files?: Array<{ name: string; ok: boolean; error?: string; asset?: AssetView; duplicate?: boolean }>; error?: string };

const PARALLEL_UPLOADS = 3;
const PREVIEWABLE = /^image\/(jpeg|png|webp|gif|avif|svg\+xml)$/;

function sendFile(url: string, file: File, folderId: string | null, onProgress: (fraction: number) => void, onSent: () => void): Promise<Partial<UploadItem>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("Accept", "application/json");
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.upload.addEventListener("load", onSent);
    request.addEventListener("load", () => {
      const answer = (request.response ?? {}) as UploadAnswer;
      const result = answer.files?.[0];
      if (request.status === 200 && result?.ok && result.asset) resolve({ state: result.duplicate ? "duplicate" : "done", progress: 1, asset: result.asset });
      else resolve({ state: "refused", error: result?.error ?? answer.error ?? `The server answered ${request.status}. Try again.` });
    });
    request.addEventListener("error", () => resolve({ state: "refused", error: "The connection was lost before the upload finished. Try again." }));
    const body = new FormData();
    body.append("files", file, file.name);
    if (folderId) body.append("folderId", folderId);
    request.send(body);
  });
}

/**
 * Uploads files one request each (so each has its own progress), a few at a time, and reports
 * every file's state. Files over the size limit are refused here without being sent.
 */
export function useUploadQueue({ url, folderId, maxBytes, onUploaded }: { url: string; folderId: string | null; maxBytes: number; onUploaded: () => void }) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const files = useRef(new Map<string, File>());
  const active = useRef(0);
  const nextId = useRef(0);
  const previews = useRef<string[]>([]);

  const update = useCallback((id: string, changes: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...changes } : item)));
  }, []);

  useEffect(() => {
    const waiting = items.filter((item) => item.state === "waiting");
    for (const item of waiting.slice(0, Math.max(0, PARALLEL_UPLOADS - active.current))) {
      const file = files.current.get(item.id);
      if (!file) continue;
      // Taken off the waiting list at once: the effect may run again before the state updates.
      files.current.delete(item.id);
      active.current += 1;
      update(item.id, { state: "uploading" });
      void sendFile(
        url,
        file,
        folderId,
        (progress) => update(item.id, { progress }),
        () => update(item.id, { state: "processing", progress: 1 }),
      ).then((result) => {
        active.current -= 1;
        update(item.id, result);
        if (result.state === "done") onUploaded();
      });
    }
  }, [items, url, folderId, update, onUploaded]);

  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((previewUrl) => URL.revokeObjectURL(previewUrl));
  }, []);

  const add = useCallback(
    (added: Iterable<File>) => {
      const fresh: UploadItem[] = [];
      for (const file of added) {
        const id = `upload-${nextId.current++}`;
        const tooLarge = file.size > maxBytes;
        if (!tooLarge) files.current.set(id, file);
        const previewUrl = PREVIEWABLE.test(file.type) ? URL.createObjectURL(file) : null;
        if (previewUrl) previews.current.push(previewUrl);
        fresh.push({
          id,
          name: file.name || "pasted image",
          size: file.size,
          previewUrl,
          progress: 0,
          state: tooLarge ? "refused" : "waiting",
          ...(tooLarge ? { error: `The file is ${formatBytes(file.size)}; the limit is ${formatBytes(maxBytes)} per file.` } : {}),
        });
      }
      setItems((current) => [...current, ...fresh]);
    },
    [maxBytes],
  );

  const busy = items.some((item) => item.state === "waiting" || item.state === "uploading" || item.state === "processing");
  return { items, add, busy };
}
