import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { Boxes, FileText, Home, MoreHorizontal, Plus } from "lucide-react";
import { memo } from "react";
import { Link } from "react-router";
import { modalLink, useModalState } from "~/ui/modal-state";
import { editorPath } from "../document-paths";
import type { DocumentSummary } from "../editor-data";
import type { DocumentKind } from "../editor-section";

const ACTIONS = [
  { modal: "rename", label: "Rename…" },
  { modal: "duplicate", label: "Duplicate…" },
  { modal: "delete", label: "Delete…" },
] as const;

/**
 * The pages (or modules) of the project: switch between them and, for the owner, open the dialogs
 * that create, duplicate, rename and delete them (the project overview's, opened by the URL).
 */
export const DocumentSidebar = memo(function DocumentSidebar({
  kind,
  projectId,
  documents,
  currentId,
  canEdit,
  linkSearch = "",
  untranslated,
}: {
  kind: DocumentKind;
  projectId: string;
  documents: readonly DocumentSummary[];
  currentId: string;
  canEdit: boolean;
  /** Kept on every page's link: the translation view of a language moves from page to page in it. */
  linkSearch?: string;
  /** In the translation view, the pages not translated into its language yet (docs/product.md#translating-pages). */
  untranslated?: ReadonlySet<string> | undefined;
}) {
  const { search } = useModalState();
  const kindLabel = kind === "page" ? "Page" : "Module";
  const Icon = kind === "page" ? FileText : Boxes;
  return (
    <section aria-label={kind === "page" ? "Pages" : "Modules"} className="border-b border-neutral-200 p-3">
      <div className="mb-1.5 flex items-center justify-between px-1">
        <h2 className="text-xs font-semibold tracking-wide text-neutral-600 uppercase">{kind === "page" ? "Pages" : "Modules"}</h2>
        {canEdit ? (
          <Link
            {...modalLink(search, `new-${kind}`)}
            aria-label={`New ${kindLabel.toLowerCase()}`}
            title={`New ${kindLabel.toLowerCase()}`}
            className="rounded p-1 text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900"
          >
            <Plus aria-hidden className="size-4" />
          </Link>
        ) : null}
      </div>
      <ul className="max-h-48 space-y-0.5 overflow-y-auto">
        {documents.map((document) => {
          const isCurrent = document.id === currentId;
          return (
            <li key={document.id} className={`group flex items-center rounded-md ${isCurrent ? "bg-neutral-100" : "hover:bg-neutral-50"}`}>
              <Link
                to={`${editorPath(kind, projectId, document.slug)}${linkSearch}`}
                aria-current={isCurrent ? "page" : undefined}
                className={`flex min-w-0 flex-1 items-center gap-2 px-2 py-1.5 text-sm ${isCurrent ? "font-medium text-neutral-900" : "text-neutral-700"}`}
              >
                {document.isHome ? <Home aria-label="Home page" className="size-3.5 shrink-0 text-neutral-600" /> : <Icon aria-hidden className="size-3.5 shrink-0 text-neutral-600" />}
                <span className="truncate">{document.name}</span>
                {untranslated?.has(document.id) ? <span className="ml-auto shrink-0 rounded bg-amber-50 px-1.5 text-xs font-normal text-amber-800">Not translated</span> : null}
                <span className={`${untranslated?.has(document.id) ? "" : "ml-auto "}truncate text-xs font-normal text-neutral-600`}>/{document.slug}</span>
              </Link>
              {canEdit ? (
                <Menu>
                  <MenuButton aria-label={`Actions for ${document.name}`} className="mr-1 rounded p-1 text-neutral-600 opacity-0 group-hover:opacity-100 hover:bg-neutral-200 hover:text-neutral-800 focus:opacity-100 data-open:opacity-100 pointer-coarse:opacity-100">
                    <MoreHorizontal aria-hidden className="size-4" />
                  </MenuButton>
                  <MenuItems anchor="bottom end" className="z-50 w-40 rounded-lg border border-neutral-200 bg-white p-1 text-sm shadow-lg focus:outline-none">
                    {/* The open page's settings: the editor has them loaded (docs/product.md#page-settings). */}
                    {kind === "page" && isCurrent ? (
                      <MenuItem>
                        <Link {...modalLink(search, "settings-page", { page: document.id })} className="block w-full rounded-md px-2.5 py-1.5 text-left data-focus:bg-neutral-100">
                          Settings…
                        </Link>
                      </MenuItem>
                    ) : null}
                    {ACTIONS.map(({ modal, label }) => (
                      <MenuItem key={modal}>
                        <Link
                          {...modalLink(search, `${modal}-${kind}`, { [kind]: document.id })}
                          className={`block w-full rounded-md px-2.5 py-1.5 text-left data-focus:bg-neutral-100 ${modal === "delete" ? "text-red-600" : ""}`}
                        >
                          {label}
                        </Link>
                      </MenuItem>
                    ))}
                  </MenuItems>
                </Menu>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
});
