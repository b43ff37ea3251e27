import { Folder, FolderPlus, Images, Inbox } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { modalLink } from "~/ui/modal-state";
import type { FolderView } from "../list-assets.server";

function folderHref(search: string, folder: string): string {
  const params = new URLSearchParams(search);
  params.delete("modal");
  params.delete("directory");
  if (folder === "all") params.delete("folder");
  else params.set("folder", folder);
  return `?${params}`;
}

function NavItem({ to, current, icon, label, count }: { to: string; current: boolean; icon: ReactNode; label: string; count: number }) {
  return (
    <li className="shrink-0">
      <Link
        to={to}
        aria-current={current ? "page" : undefined}
        className={`flex items-center gap-2 rounded-md px-2.5 py-1.5 text-sm whitespace-nowrap transition-colors ${
          current ? "bg-neutral-900/5 font-medium text-neutral-900" : "text-neutral-600 hover:bg-neutral-900/5 hover:text-neutral-900"
        }`}
      >
        {icon}
        <span className="min-w-0 flex-1 truncate">{label}</span>
        <span className="text-xs text-neutral-600 tabular-nums">{count}</span>
      </Link>
    </li>
  );
}

/** All images, those in no folder, then each folder with its count; a row of chips on small screens. */
export function FolderNav({ folders, folder, totalCount, unfiledCount, canEdit }: { folders: FolderView[]; folder: string; totalCount: number; unfiledCount: number; canEdit: boolean }) {
  const location = useLocation();
  const icon = (Icon: typeof Folder) => <Icon aria-hidden className="size-4 shrink-0 text-neutral-600" />;
  return (
    <nav aria-label="Folders" className="lg:w-56 lg:shrink-0">
      <div className="mb-1 hidden items-center justify-between px-2.5 lg:flex">
        <h2 className="text-xs font-medium tracking-wide text-neutral-600 uppercase">Folders</h2>
        {canEdit ? (
          <Link {...modalLink(new URLSearchParams(location.search), "save-directory")} aria-label="New folder" className="rounded p-1 text-neutral-600 hover:bg-neutral-900/5 hover:text-neutral-900">
            <FolderPlus aria-hidden className="size-4" />
          </Link>
        ) : null}
      </div>
      <ul className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0">
        <NavItem to={folderHref(location.search, "all")} current={folder === "all"} icon={icon(Images)} label="All images" count={totalCount} />
        <NavItem to={folderHref(location.search, "unfiled")} current={folder === "unfiled"} icon={icon(Inbox)} label="Not in a folder" count={unfiledCount} />
        {folders.length ? <li aria-hidden className="my-1 hidden border-t border-neutral-200 lg:block" /> : null}
        {folders.map((entry) => (
          <NavItem key={entry.id} to={folderHref(location.search, entry.id)} current={folder === entry.id} icon={icon(Folder)} label={entry.name} count={entry.count} />
        ))}
      </ul>
    </nav>
  );
}
