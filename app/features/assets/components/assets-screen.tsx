import { FolderPlus, ImageUp, SearchX } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { primaryButton, secondaryButton } from "~/ui/button-styles";
import { FlashToaster } from "~/ui/flash-toaster";
import { modalLink, useModalState } from "~/ui/modal-state";
import { ProjectHeader } from "~/ui/project-header";
import { failureOf, type Flash, type FormFailure } from "~/lib/forms/form-result";
import type { AssetsScreenData } from "../assets-screen.server";
import { formatBytes } from "../file-refusal";
import type { LibraryAsset } from "../list-assets.server";
import { AssetCard } from "./asset-card";
import { DeleteImageDialog } from "./delete-image-dialog";
import { FolderNav } from "./folder-nav";
import { FolderToolbar } from "./folder-toolbar";
import { ImageDetailsDialog } from "./image-details-dialog";
import { SaveDirectoryModal } from "./save-directory-modal";
import { SelectionBar } from "./selection-bar";
import { UploadImagesModal } from "./upload-images-modal";

function StorageMeter({ used, quota, count }: { used: number; quota: number; count: number }) {
  const share = Math.min(1, used / quota);
  return (
    <div className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-neutral-600">
      <span className="tabular-nums">
        {count} {count === 1 ? "image" : "images"} · {formatBytes(used)} of {formatBytes(quota)} used
      </span>
      <div className="h-1.5 w-40 overflow-hidden rounded-full bg-neutral-200" role="meter" aria-label="Storage used" aria-valuemin={0} aria-valuemax={quota} aria-valuenow={used}>
        <div className={`h-full rounded-full ${share > 0.9 ? "bg-red-500" : "bg-accent"}`} style={{ width: `${Math.max(share * 100, used ? 1 : 0)}%` }} />
      </div>
    </div>
  );
}

function EmptyState({ kind, canEdit }: { kind: "library" | "folder" | "search"; canEdit: boolean }) {
  const location = useLocation();
  const upload = modalLink(new URLSearchParams(location.search), "upload-images");
  const texts = {
    library: ["No images yet", "Upload logos, photos and illustrations once, then use them on every page of the project."],
    folder: ["This folder is empty", "Upload images straight into it, or select images in “All images” and move them here."],
    search: ["No images match", "Try another word from the file name or the alt text."],
  } as const;
  const [title, text] = texts[kind];
  return (
    <div className="rounded-xl border border-dashed border-neutral-300 bg-white px-6 py-16 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent/10 text-accent">
        {kind === "search" ? <SearchX aria-hidden className="size-6" /> : <ImageUp aria-hidden className="size-6" />}
      </span>
      <h3 className="mt-4 text-base font-semibold text-neutral-900">{title}</h3>
      <p className="mx-auto mt-1 max-w-sm text-sm text-neutral-600">{text}</p>
      {canEdit && kind !== "search" ? (
        <Link {...upload} className={`${primaryButton} mt-6`}>
          <ImageUp aria-hidden className="size-4" /> Upload images
        </Link>
      ) : null}
    </div>
  );
}

/** `/project/{id}/assets`: folders, search and the grid of images, with the upload and directory dialogs. */
export function AssetsScreen({ screen, flash, failure }: { screen: AssetsScreenData; flash: Flash | null; failure: FormFailure | undefined }) {
  const { modal, search: params } = useModalState();
  const { project, library, folder: folderParam, search } = screen;
  const canEdit = library.canEdit;
  // A selection belongs to one view (folder and search); another view starts with none.
  const view = `${folderParam}\n${search}`;
  const [selectionState, setSelectionState] = useState<{ view: string; ids: string[] }>({ view, ids: [] });
  const selected = selectionState.view === view ? selectionState.ids : [];
  const setSelected = (update: (current: string[]) => string[]) => setSelectionState({ view, ids: update(selected) });
  const [openId, setOpenId] = useState<string | null>(null);
  // The image itself, not its id: the dialog must outlive the image's removal from the list to say it is gone.
  const [toDelete, setToDelete] = useState<LibraryAsset | null>(null);
  const folder = library.folders.find((candidate) => candidate.id === folderParam) ?? null;
  const open = library.assets.find((asset) => asset.id === openId);
  const visible = new Set(library.assets.map((asset) => asset.id));
  const selection = selected.filter((id) => visible.has(id));
  const directoryFailure = failureOf(failure, "create-folder") ?? failureOf(failure, "rename-folder");
  const renaming = library.folders.find((candidate) => candidate.id === params.get("directory")) ?? null;
  const title = folderParam === "all" ? "All images" : folderParam === "unfiled" ? "Not in a folder" : (folder?.name ?? "Folder not found");
  const emptyKind = search ? "search" : folderParam === "all" ? "library" : "folder";

  return (
    <section>
      <FlashToaster flash={flash} />
      <ProjectHeader
        project={project}
        publicHost={screen.publicHost}
        screen="Assets"
        canEdit={canEdit}
        access={screen.access}
        actions={
          canEdit ? (
            <>
              <Link {...modalLink(params, "save-directory")} className={secondaryButton}>
                <FolderPlus aria-hidden className="size-4" /> New folder
              </Link>
              <Link {...modalLink(params, "upload-images")} className={primaryButton}>
                <ImageUp aria-hidden className="size-4" /> Upload images
              </Link>
            </>
          ) : null
        }
      />
      <StorageMeter used={library.storageUsed} quota={screen.limits.quotaBytes} count={library.totalCount} />
      {failure && !directoryFailure ? (
        <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {failure.message}
        </p>
      ) : null}
      <div className="flex flex-col gap-6 lg:flex-row">
        <FolderNav folders={library.folders} folder={folderParam} totalCount={library.totalCount} unfiledCount={library.unfiledCount} canEdit={canEdit} />
        <div className="min-w-0 flex-1">
          <FolderToolbar title={title} folder={folder} search={search} folderParam={folderParam} canEdit={canEdit} />
          {library.truncated ? (
            <p role="note" className="mb-4 rounded-lg border border-neutral-200 bg-white px-4 py-2.5 text-sm text-neutral-600">
              Showing the newest {library.assets.length} images. Search or open a folder to find older ones.
            </p>
          ) : null}
          {library.assets.length ? (
            <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4" aria-label="Images">
              {library.assets.map((asset) => (
                <AssetCard
                  key={asset.id}
                  asset={asset}
                  selected={selection.includes(asset.id)}
                  canEdit={canEdit}
                  onToggle={() => setSelected((current) => (current.includes(asset.id) ? current.filter((id) => id !== asset.id) : [...current, asset.id]))}
                  onOpen={() => setOpenId(asset.id)}
                  onDelete={() => setToDelete(asset)}
                />
              ))}
            </ul>
          ) : (
            <EmptyState kind={screen.folderMissing ? "folder" : emptyKind} canEdit={canEdit} />
          )}
        </div>
      </div>
      {/* Mounted while anything is selected, even if a move just took the images out of view, so it can report the move. */}
      {selected.length && canEdit ? <SelectionBar selected={selection} folders={library.folders} onClear={() => setSelected(() => [])} /> : null}
      {open ? (
        <ImageDetailsDialog
          projectId={project.id}
          asset={open}
          canEdit={canEdit}
          onClose={() => setOpenId(null)}
          onDelete={() => {
            setOpenId(null);
            setToDelete(open);
          }}
        />
      ) : null}
      {toDelete ? <DeleteImageDialog projectId={project.id} asset={toDelete} onClose={() => setToDelete(null)} /> : null}
      {canEdit && (modal === "save-directory" || directoryFailure) ? <SaveDirectoryModal key={renaming?.id ?? "new"} folder={renaming} failure={directoryFailure} /> : null}
      {canEdit && modal === "upload-images" ? <UploadImagesModal projectId={project.id} folder={folder} limits={screen.limits} /> : null}
    </section>
  );
}
