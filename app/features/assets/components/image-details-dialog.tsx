import { Copy, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { dangerButton, primaryButton, secondaryButton } from "~/ui/button-styles";
import { FormBanner } from "~/ui/form-banner";
import { TextareaField } from "~/ui/textarea-field";
import { TextField } from "~/ui/text-field";
import type { AssetUsage } from "../asset-view";
import { formatBytes } from "../file-refusal";
import type { LibraryAsset } from "../list-assets.server";
import { ALT_TEXT_MAX_LENGTH, FILE_NAME_MAX_LENGTH } from "../schema";
import { CHECKERBOARD } from "./checkerboard";
import { DialogFrame } from "~/ui/dialog-frame";
import { useBackgroundAction } from "./use-background-action";

export function usageHref(projectId: string, use: AssetUsage): string {
  if (use.kind === "page") return `/editor/${projectId}/${use.slug}`;
  if (use.kind === "module") return `/editor-module/${projectId}/${use.slug}`;
  if (use.kind === "live") return `/${projectId}`;
  return `/project/${projectId}/settings`;
}

function usageLabel(use: AssetUsage): string {
  if (use.kind === "settings") return use.title;
  if (use.kind === "live") return "The live site (until you publish again)";
  return `${use.kind === "page" ? "Page" : "Module"} “${use.title}”`;
}

export function UsageList({ projectId, usage }: { projectId: string; usage: AssetUsage[] }) {
  return (
    <ul className="mt-1 space-y-1 text-sm">
      {usage.map((use) => (
        <li key={`${use.kind}-${use.id}`}>
          {/* The live site is served outside the app's routes, so it opens as a document. */}
          <Link to={usageHref(projectId, use)} reloadDocument={use.kind === "live"} className="text-accent hover:underline">
            {usageLabel(use)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Preview, name, alt text, facts and usage of one image; the owner can edit name and alt text. */
export function ImageDetailsDialog({
  projectId,
  asset,
  canEdit,
  onClose,
  onDelete,
}: {
  projectId: string;
  asset: LibraryAsset;
  canEdit: boolean;
  onClose: () => void;
  onDelete: () => void;
}) {
  const { fetcher, failure, pending } = useBackgroundAction(onClose);
  const [fileName, setFileName] = useState(asset.fileName);
  const [altText, setAltText] = useState(asset.altText);
  const errors = failure?.fieldErrors ?? {};
  const copyAddress = async () => {
    await navigator.clipboard.writeText(new URL(asset.url, window.location.origin).href);
    toast.success("Image address copied.");
  };
  return (
    <DialogFrame title={asset.fileName} onClose={onClose} wide>
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_18rem]">
        <div className={`flex min-h-56 items-center justify-center self-start overflow-hidden rounded-lg border border-neutral-200 p-3 ${CHECKERBOARD}`}>
          <img src={asset.variants.at(-1)?.url ?? asset.url} alt={asset.altText} width={asset.width} height={asset.height} className="max-h-96 w-auto max-w-full object-contain" />
        </div>
        <div className="space-y-5">
          <fetcher.Form method="post" className="space-y-4" noValidate>
            <input type="hidden" name="assetId" value={asset.id} />
            <FormBanner message={failure && !errors.fileName && !errors.altText ? failure.message : undefined} />
            <TextField label="File name" name="fileName" value={fileName} onChange={setFileName} error={errors.fileName} maxLength={FILE_NAME_MAX_LENGTH} disabled={!canEdit} required />
            <TextareaField
              label="Alt text"
              name="altText"
              value={altText}
              onChange={setAltText}
              error={errors.altText}
              maxLength={ALT_TEXT_MAX_LENGTH}
              rows={3}
              disabled={!canEdit}
              description="Describes the image for people who cannot see it. Sections that use the image start with this text."
            />
            {canEdit ? (
              <button type="submit" name="intent" value="save-image-details" disabled={pending} className={`${primaryButton} w-full`}>
                {pending ? "Saving…" : "Save details"}
              </button>
            ) : null}
          </fetcher.Form>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 border-t border-neutral-100 pt-4 text-sm">
            <dt className="text-neutral-600">Type</dt>
            <dd className="text-neutral-900">{asset.contentType.replace("image/", "").replace("+xml", "").toUpperCase()}</dd>
            <dt className="text-neutral-600">Size</dt>
            <dd className="text-neutral-900 tabular-nums">{formatBytes(asset.bytes)}</dd>
            <dt className="text-neutral-600">Dimensions</dt>
            <dd className="text-neutral-900 tabular-nums">
              {asset.width} × {asset.height}
            </dd>
            <dt className="text-neutral-600">Widths</dt>
            <dd className="text-neutral-900 tabular-nums">{asset.variants.length ? asset.variants.map((variant) => variant.width).join(", ") : "Scalable"}</dd>
          </dl>
          <div className="border-t border-neutral-100 pt-4">
            <p className="text-sm text-neutral-600">{asset.usage.length ? "Used on" : "Not used on any page or module yet."}</p>
            {asset.usage.length ? <UsageList projectId={projectId} usage={asset.usage} /> : null}
          </div>
          <div className="flex gap-2 border-t border-neutral-100 pt-4">
            <button type="button" onClick={() => void copyAddress()} className={`${secondaryButton} flex-1`}>
              <Copy aria-hidden className="size-4" /> Copy address
            </button>
            {canEdit ? (
              <button type="button" onClick={onDelete} className={dangerButton} aria-label={`Delete ${asset.fileName}`}>
                <Trash2 aria-hidden className="size-4" />
              </button>
            ) : null}
          </div>
        </div>
      </div>
    </DialogFrame>
  );
}
