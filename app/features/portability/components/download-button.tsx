import { useState } from "react";
import { secondaryButton } from "~/ui/button-styles";

type DownloadState = { kind: "idle" } | { kind: "loading" } | { kind: "failed"; message: string };

function fileNameOf(response: Response, fallback: string): string {
  return /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? fallback;
}

/**
 * A button that fetches a zip and saves it, showing that it is being made and, when refused,
 * why (the server's sentence). Without JavaScript it is a plain link to the same download.
 */
export function DownloadButton({ href, label, busyLabel, fallbackName }: { href: string; label: string; busyLabel: string; fallbackName: string }) {
  const [state, setState] = useState<DownloadState>({ kind: "idle" });
  const errorId = `${fallbackName.replace(/[^a-z0-9]/gi, "-")}-error`;

  async function download(event: React.MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (state.kind === "loading") return;
    setState({ kind: "loading" });
    try {
      const response = await fetch(href, { headers: { Accept: "application/zip" } });
      if (!response.ok) {
        setState({ kind: "failed", message: (await response.text()) || "The download failed. Try again." });
        return;
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = fileNameOf(response, fallbackName);
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setState({ kind: "idle" });
    } catch {
      setState({ kind: "failed", message: "The download failed: check your connection and try again." });
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <a
        href={href}
        download
        onClick={download}
        aria-disabled={state.kind === "loading"}
        aria-describedby={state.kind === "failed" ? errorId : undefined}
        className={`${secondaryButton} ${state.kind === "loading" ? "pointer-events-none opacity-60" : ""}`}
      >
        {state.kind === "loading" ? busyLabel : label}
      </a>
      <p id={errorId} role="alert" className="text-sm text-red-700" hidden={state.kind !== "failed"}>
        {state.kind === "failed" ? state.message : ""}
      </p>
    </div>
  );
}
