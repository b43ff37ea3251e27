import { Code, Download, ExternalLink, FileText, Home, Printer, Puzzle, QrCode } from "lucide-react";
import { useState } from "react";
import { iconButton } from "~/ui/button-styles";
import type { PublicAddress } from "../list-public-addresses.server";
import type { AddressQrCode } from "../read-qr-codes-of-addresses.server";
import { CopyButton } from "~/ui/copy-button";
import { EmbedHostsForm, useEmbedHostsAnswer, type EmbeddingSettings } from "./embed-hosts-form";
import { EmbedSnippetPanel } from "./embed-snippet-panel";
import { StateBadge } from "./state-badge";

const KIND_ICONS = { home: Home, page: FileText, module: Puzzle };
const KIND_LABELS = { home: "Home page", page: "Page", module: "Module" };

const downloadLink = "inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-xs font-medium text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900";

/** One public address: what it is, whether it is live, and everything to share it. */
export function AddressRow({
  address,
  projectId,
  snippet,
  qrCode,
  embedding = null,
}: {
  address: PublicAddress;
  projectId: string;
  snippet: string | null;
  qrCode: AddressQrCode | null;
  embedding?: EmbeddingSettings | null;
}) {
  const Icon = KIND_ICONS[address.kind];
  // The embed panel previews the module (a frame loading it) only while it is open.
  const [embedOpen, setEmbedOpen] = useState(false);
  const embeddingAnswered = useEmbedHostsAnswer(embedding?.moduleId ?? "") !== undefined;
  const qr = (format: "svg" | "png" | "print", download = false) =>
    `/project/${projectId}/urls/qr?${new URLSearchParams({ path: address.path, format, ...(download ? { download: "1" } : {}) })}`;
  return (
    <li className="px-5 py-4" data-address={address.path} data-state={address.state}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <div className="flex min-w-0 flex-1 basis-72 items-center gap-4">
          <img
            src={qr("svg")}
            alt={qrCode ? `QR code of ${qrCode.address}, which opens ${address.url}` : `QR code of ${address.url}`}
            width={56}
            height={56}
            loading="lazy"
            className="size-14 shrink-0 rounded border border-neutral-200 bg-white"
          />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <Icon aria-hidden className="size-4 text-neutral-600" />
              <span className="text-sm font-medium text-neutral-900">{address.label}</span>
              <span className="text-xs text-neutral-600">{KIND_LABELS[address.kind]}</span>
              <StateBadge state={address.state} />
            </div>
            <a href={address.url} target="_blank" rel="noreferrer" className="mt-1 block truncate font-mono text-sm text-accent hover:underline">
              {address.url}
            </a>
            {qrCode ? (
              // The code encodes this short address, which counts the scan and opens the page (docs/product.md#qr-codes).
              <p className="mt-0.5 flex flex-wrap items-center gap-x-1.5 text-xs text-neutral-600">
                <QrCode aria-hidden className="size-3.5" />
                <span>QR code opens</span>
                <span className="font-mono text-neutral-800" data-qr-address>
                  {qrCode.address}
                </span>
                <span aria-hidden>·</span>
                <span data-qr-scans>{qrCode.scans === 1 ? "1 scan" : `${qrCode.scans} scans`} in 30 days</span>
              </p>
            ) : null}
          </div>
        </div>
        <div className="flex items-center gap-1">
          <CopyButton text={address.url} label={`Copy ${address.url}`} compact />
          <a href={address.url} target="_blank" rel="noreferrer" aria-label={`Open ${address.url}`} title="Open in a new tab" className={iconButton}>
            <ExternalLink aria-hidden className="size-4" />
          </a>
          <a href={qr("png", true)} download className={downloadLink} aria-label={`Download the QR code of ${address.url} as PNG`}>
            <Download aria-hidden className="size-3.5" />
            PNG
          </a>
          <a href={qr("svg", true)} download className={downloadLink} aria-label={`Download the QR code of ${address.url} as SVG`}>
            <Download aria-hidden className="size-3.5" />
            SVG
          </a>
          <a href={qr("print", true)} download className={downloadLink} aria-label={`Download a print-ready 300-dpi PNG of the QR code of ${address.url}`} title="Print-ready PNG, 300 dpi">
            <Printer aria-hidden className="size-3.5" />
            Print
          </a>
        </div>
      </div>
      {snippet ? (
        <details open={embeddingAnswered || undefined} className="group mt-3 rounded-lg sm:ml-18 border border-neutral-200 bg-neutral-50 text-sm" onToggle={(event) => setEmbedOpen(event.currentTarget.open)}>
          <summary className="flex cursor-pointer items-center gap-1.5 px-3 py-2 text-xs font-medium text-neutral-700 select-none hover:text-neutral-900">
            <Code aria-hidden className="size-3.5" />
            Embed on another site
          </summary>
          <EmbedSnippetPanel url={address.url} title={address.label} open={embedOpen} />
          {embedding ? <EmbedHostsForm moduleName={address.label} settings={embedding} /> : null}
        </details>
      ) : null}
    </li>
  );
}
