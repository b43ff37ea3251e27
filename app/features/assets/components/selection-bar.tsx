import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { ChevronDown, Folder, FolderInput, Inbox, X } from "lucide-react";
import { primaryButton } from "~/ui/button-styles";
import { FormBanner } from "~/ui/form-banner";
import type { FolderView } from "../list-assets.server";
import { useBackgroundAction } from "./use-background-action";

const menuItem = "flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm text-neutral-800 data-focus:bg-neutral-100";

/** Floats over the grid while images are selected: move them into a folder, or out of one. */
export function SelectionBar({ selected, folders, onClear }: { selected: string[]; folders: FolderView[]; onClear: () => void }) {
  const { fetcher, failure, pending } = useBackgroundAction(onClear);
  const move = (folderId: string) => {
    const body = new FormData();
    body.set("intent", "move-assets");
    body.set("folderId", folderId);
    for (const id of selected) body.append("assetIds", id);
    void fetcher.submit(body, { method: "post", preventScrollReset: true });
  };
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-6 z-40 flex justify-center px-4">
      <div role="region" aria-label="Selected images" className="pointer-events-auto flex items-center gap-3 rounded-xl border border-neutral-200 bg-white py-2 pr-2 pl-4 shadow-xl">
        <span className="text-sm font-medium text-neutral-900 tabular-nums">{selected.length} selected</span>
        {failure ? <FormBanner message={failure.message} className="py-1.5" /> : null}
        <Menu>
          <MenuButton disabled={pending || selected.length === 0} className={primaryButton}>
            <FolderInput aria-hidden className="size-4" />
            {pending ? "Moving…" : "Move to"}
            <ChevronDown aria-hidden className="size-4 opacity-80" />
          </MenuButton>
          <MenuItems anchor={{ to: "top end", gap: 6 }} transition className="z-50 max-h-72 w-56 overflow-y-auto rounded-lg border border-neutral-200 bg-white p-1 shadow-lg outline-none transition duration-100 ease-out data-closed:scale-95 data-closed:opacity-0">
            {folders.map((folder) => (
              <MenuItem key={folder.id}>
                <button type="button" className={menuItem} onClick={() => move(folder.id)}>
                  <Folder aria-hidden className="size-4 text-neutral-600" />
                  <span className="truncate">{folder.name}</span>
                </button>
              </MenuItem>
            ))}
            {folders.length ? <div aria-hidden className="my-1 border-t border-neutral-100" /> : null}
            <MenuItem>
              <button type="button" className={menuItem} onClick={() => move("")}>
                <Inbox aria-hidden className="size-4 text-neutral-600" /> No folder
              </button>
            </MenuItem>
          </MenuItems>
        </Menu>
        <button type="button" onClick={onClear} aria-label="Clear selection" className="inline-flex size-8 items-center justify-center rounded-md text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900">
          <X aria-hidden className="size-4" />
        </button>
      </div>
    </div>
  );
}
