import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { Ellipsis, Pencil, Search, Trash2 } from "lucide-react";
import { useState } from "react";
import { Form, Link, useLocation, useNavigate } from "react-router";
import { dangerButton, secondaryButton } from "~/ui/button-styles";
import { modalLink } from "~/ui/modal-state";
import type { FolderView } from "../list-assets.server";
import { SEARCH_MAX_LENGTH } from "../schema";
import { DialogFrame } from "~/ui/dialog-frame";

const menuItem = "flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm text-neutral-800 data-focus:bg-neutral-100";

function DeleteFolderDialog({ folder, onClose }: { folder: FolderView; onClose: () => void }) {
  const images = `${folder.count} ${folder.count === 1 ? "image" : "images"}`;
  return (
    <DialogFrame
      title={`Delete the folder “${folder.name}”?`}
      description={folder.count ? `Its ${images} stay in the library, in no folder.` : "The folder is empty."}
      onClose={onClose}
    >
      <Form method="post" replace preventScrollReset onSubmit={onClose}>
        <input type="hidden" name="folderId" value={folder.id} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={secondaryButton}>
            Cancel
          </button>
          <button type="submit" name="intent" value="delete-folder" className={dangerButton}>
            Delete folder
          </button>
        </div>
      </Form>
    </DialogFrame>
  );
}

/** Above the grid: what is shown (a folder's name and its actions), and the search. */
export function FolderToolbar({ title, folder, search, folderParam, canEdit }: { title: string; folder: FolderView | null; search: string; folderParam: string; canEdit: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <div className="flex min-w-0 items-center gap-1">
        <h2 className="truncate text-base font-semibold text-neutral-900">{title}</h2>
        {folder && canEdit ? (
          <Menu>
            <MenuButton aria-label={`Folder actions for ${folder.name}`} className="inline-flex size-7 items-center justify-center rounded-md text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900">
              <Ellipsis aria-hidden className="size-4" />
            </MenuButton>
            <MenuItems anchor={{ to: "bottom start", gap: 4 }} transition className="z-30 w-48 rounded-lg border border-neutral-200 bg-white p-1 shadow-lg outline-none transition duration-100 ease-out data-closed:scale-95 data-closed:opacity-0">
              <MenuItem>
                <Link {...modalLink(new URLSearchParams(location.search), "save-directory", { directory: folder.id })} className={menuItem}>
                  <Pencil aria-hidden className="size-4 text-neutral-600" /> Rename folder
                </Link>
              </MenuItem>
              <MenuItem>
                <button type="button" className={`${menuItem} text-red-700`} onClick={() => setDeleting(true)}>
                  <Trash2 aria-hidden className="size-4 text-red-600" /> Delete folder
                </button>
              </MenuItem>
            </MenuItems>
          </Menu>
        ) : null}
      </div>
      <Form
        method="get"
        role="search"
        className="relative w-full sm:w-72"
        onSubmit={(event) => {
          // An empty search clears it, rather than leaving "?q=" in the address.
          const query = new FormData(event.currentTarget).get("q");
          if (typeof query === "string" && query.trim()) return;
          event.preventDefault();
          void navigate(folderParam === "all" ? location.pathname : `${location.pathname}?folder=${encodeURIComponent(folderParam)}`);
        }}
      >
        {folderParam !== "all" ? <input type="hidden" name="folder" value={folderParam} /> : null}
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-600" />
        <label htmlFor="asset-search" className="sr-only">
          Search images
        </label>
        <input
          id="asset-search"
          type="search"
          name="q"
          defaultValue={search}
          key={search}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder="Search by name or alt text"
          className="block w-full rounded-md border border-neutral-300 bg-white py-2 pr-3 pl-9 text-sm shadow-xs placeholder:text-neutral-600 focus:border-accent focus:ring-3 focus:ring-accent/20 focus:outline-none"
        />
      </Form>
      {deleting && folder ? <DeleteFolderDialog folder={folder} onClose={() => setDeleting(false)} /> : null}
    </div>
  );
}
