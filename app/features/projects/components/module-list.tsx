import { Blocks, Copy, PencilLine, SquarePen, Trash2 } from "lucide-react";
import { Link } from "react-router";
import type { ModuleItem } from "../overview.server";
import { secondaryButton } from "~/ui/button-styles";
import { modalLink } from "~/ui/modal-state";
import { RowMenu } from "./row-menu";

/** The project's modules: reusable blocks of sections, each with its own editor. */
export function ModuleList({ modules, projectId, canEdit, search }: { modules: ModuleItem[]; projectId: string; canEdit: boolean; search: URLSearchParams }) {
  if (modules.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-neutral-300 bg-white px-6 py-8 text-center">
        <Blocks aria-hidden className="mx-auto size-6 text-neutral-600" />
        <p className="mt-2 text-sm font-medium text-neutral-900">No modules yet</p>
        <p className="mx-auto mt-1 max-w-sm text-sm text-neutral-600">
          A module is a block of sections, such as a footer, that you edit once and use on many pages.
        </p>
        {canEdit ? (
          <Link {...modalLink(search, "new-module")} className={`${secondaryButton} mt-4`}>
            New module
          </Link>
        ) : null}
      </div>
    );
  }
  return (
    <ul className="rounded-xl border border-neutral-200 bg-white">
      {modules.map((found) => {
        const editorHref = `/editor-module/${projectId}/${found.slug}`;
        const target = { module: found.id };
        return (
          <li key={found.id} data-testid="module-row" className="flex items-center gap-2 border-b border-neutral-100 px-3 py-2.5 last:border-b-0 sm:px-4">
            <Blocks aria-hidden className="size-4 shrink-0 text-neutral-600" />
            <div className="min-w-0 flex-1">
              <Link to={editorHref} className="block truncate text-sm font-medium text-neutral-900 hover:text-accent">
                {found.name}
              </Link>
              <p className="truncate text-xs text-neutral-600">
                {found.slug} · edited {found.updated}
              </p>
            </div>
            <Link to={editorHref} aria-label={`Open in editor: ${found.name}`} className={`${secondaryButton} !px-2.5 !py-1.5`}>
              <SquarePen aria-hidden className="size-4" />
              <span className="hidden sm:inline">Open in editor</span>
            </Link>
            {canEdit ? (
              <RowMenu
                label={`More actions for “${found.name}”`}
                actions={[
                  { label: "Rename", icon: PencilLine, link: modalLink(search, "rename-module", target) },
                  { label: "Duplicate", icon: Copy, link: modalLink(search, "duplicate-module", target) },
                  { label: "Delete", icon: Trash2, danger: true, link: modalLink(search, "delete-module", target) },
                ]}
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
