import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { Check, Copy, Ellipsis, Pencil, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { assetImageSources } from "~/features/sections/shared/asset-image-sources";
import { formatBytes } from "../file-refusal";
import type { LibraryAsset } from "../list-assets.server";
import { CHECKERBOARD } from "./checkerboard";

const menuItem = "flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm text-neutral-800 data-focus:bg-neutral-100";

function usageLabel(asset: LibraryAsset): string | null {
  const count = asset.usage.length;
  if (count === 0) return null;
  return count === 1 ? "In use" : `In use ×${count}`;
}

/** One image of the grid: preview, name, size and dimensions, usage, selection and actions. */
export function AssetCard({
  asset,
  selected,
  canEdit,
  onToggle,
  onOpen,
  onDelete,
}: {
  asset: LibraryAsset;
  selected: boolean;
  canEdit: boolean;
  onToggle: () => void;
  onOpen: () => void;
  onDelete: () => void;
}) {
  const usage = usageLabel(asset);
  // Grid cells are at most about 220 px wide; half the viewport on phones.
  const sources = assetImageSources(asset, "(min-width: 640px) 220px, 50vw");
  const copyAddress = async () => {
    await navigator.clipboard.writeText(new URL(asset.url, window.location.origin).href);
    toast.success("Image address copied.");
  };
  return (
    <li
      data-testid="asset-card"
      className={`group relative flex flex-col overflow-hidden rounded-xl border bg-white shadow-xs transition ${
        selected ? "border-accent ring-2 ring-accent/30" : "border-neutral-200 hover:border-neutral-300 hover:shadow-md"
      }`}
    >
      <button type="button" onClick={onOpen} className={`relative block aspect-[4/3] w-full overflow-hidden ${CHECKERBOARD}`} aria-label={`Open ${asset.fileName}`}>
        <img
          src={asset.thumbnailUrl}
          srcSet={sources.srcset}
          sizes={sources.sizes}
          alt={asset.altText}
          width={asset.width}
          height={asset.height}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-contain p-2"
        />
      </button>
      {canEdit ? (
        <label
          className={`absolute top-2 left-2 flex size-7 cursor-pointer items-center justify-center rounded-md border shadow-xs transition ${
            selected ? "border-accent bg-accent text-white" : "border-neutral-300 bg-white/95 text-transparent opacity-0 group-hover:opacity-100 focus-within:opacity-100 hover:text-neutral-300 pointer-coarse:opacity-100"
          }`}
        >
          <input type="checkbox" checked={selected} onChange={onToggle} className="sr-only" aria-label={`Select ${asset.fileName}`} />
          <Check aria-hidden className="size-4" />
        </label>
      ) : null}
      <div className="flex items-start gap-2 border-t border-neutral-100 px-3 py-2.5">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-neutral-900" title={asset.fileName}>
            {asset.fileName}
          </p>
          <p className="mt-0.5 flex flex-wrap gap-x-1 text-xs text-neutral-600 tabular-nums">
            <span className="whitespace-nowrap">{formatBytes(asset.bytes)} ·</span>
            <span className="whitespace-nowrap">
              {asset.width} × {asset.height}
            </span>
          </p>
          <div className="mt-1.5 flex flex-wrap gap-1">
            {usage ? <span className="rounded-full bg-accent/10 px-2 py-0.5 text-[11px] font-medium text-accent">{usage}</span> : null}
            {asset.altText ? null : <span className="rounded-full bg-amber-50 px-2 py-0.5 text-[11px] font-medium text-amber-800 ring-1 ring-amber-200">No alt text</span>}
          </div>
        </div>
        <Menu>
          <MenuButton aria-label={`More actions for ${asset.fileName}`} className="-mr-1 inline-flex size-7 shrink-0 items-center justify-center rounded-md text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900">
            <Ellipsis aria-hidden className="size-4" />
          </MenuButton>
          <MenuItems anchor={{ to: "bottom end", gap: 4 }} transition className="z-30 w-48 rounded-lg border border-neutral-200 bg-white p-1 shadow-lg outline-none transition duration-100 ease-out data-closed:scale-95 data-closed:opacity-0">
            <MenuItem>
              <button type="button" className={menuItem} onClick={onOpen}>
                <Pencil aria-hidden className="size-4 text-neutral-600" /> {canEdit ? "Edit details" : "Details"}
              </button>
            </MenuItem>
            <MenuItem>
              <button type="button" className={menuItem} onClick={() => void copyAddress()}>
                <Copy aria-hidden className="size-4 text-neutral-600" /> Copy address
              </button>
            </MenuItem>
            {canEdit ? (
              <MenuItem>
                <button type="button" className={`${menuItem} text-red-700`} onClick={onDelete}>
                  <Trash2 aria-hidden className="size-4 text-red-600" /> Delete
                </button>
              </MenuItem>
            ) : null}
          </MenuItems>
        </Menu>
      </div>
    </li>
  );
}
