import { ChevronDown, ChevronUp, Copy, FlaskConical, GripVertical, House, PencilLine, SquarePen, Trash2 } from "lucide-react";
import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from "react";
import { Link, useFetcher } from "react-router";
import type { PageItem } from "../overview.server";
import { iconButton, secondaryButton } from "~/ui/button-styles";
import { modalLink } from "~/ui/modal-state";
import { RowMenu, type RowAction } from "./row-menu";
import { siteLanguageOf } from "~/lib/site-languages";


type PageRowProps = {
  page: PageItem;
  projectId: string;
  canEdit: boolean;
  search: URLSearchParams;
  /** The languages the site adds that this page is not translated into yet (docs/product.md#several-languages). */
  untranslated: readonly string[];
  /** The page ids with this page one place up and one place down, or null at either end. */
  orderUp: string[] | null;
  orderDown: string[] | null;
  onMoveClick: (focusKey: string) => void;
  rowRef?: Ref<HTMLLIElement>;
  style?: CSSProperties;
  /** Present when the row can be dragged: the handle's element setter and its dnd-kit attributes and listeners. */
  handleRef?: (element: HTMLElement | null) => void;
  handleProps?: HTMLAttributes<HTMLElement>;
  dragging?: boolean;
};

function MoveForm({ order, label, focusKey, onClick, children }: { order: string[] | null; label: string; focusKey: string; onClick: () => void; children: ReactNode }) {
  const fetcher = useFetcher({ key: "reorder-pages" });
  return (
    <fetcher.Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="reorder" />
      {order?.map((id) => <input key={id} type="hidden" name="pageIds" value={id} />)}
      <button type="submit" aria-label={label} data-focus-key={focusKey} disabled={!order} onClick={onClick} className={iconButton}>
        {children}
      </button>
    </fetcher.Form>
  );
}

function pageActions(page: PageItem, projectId: string, search: URLSearchParams): RowAction[] {
  const target = { page: page.id };
  return [
    { label: "Rename", icon: PencilLine, link: modalLink(search, "rename-page", target) },
    { label: "Duplicate", icon: Copy, link: modalLink(search, "duplicate-page", target) },
    // docs/product.md#ab-tests
    { label: "Start an A/B test", icon: FlaskConical, link: { to: `/project/${projectId}/ab-tests?page=${encodeURIComponent(page.id)}` } },
    page.isHome
      ? { label: "Set as home page", icon: House, unavailable: "This is the home page." }
      : { label: "Set as home page", icon: House, post: { intent: "set-home", target: page.id } },
    page.isHome
      ? { label: "Delete", icon: Trash2, danger: true, unavailable: "Make another page the home page first." }
      : { label: "Delete", icon: Trash2, danger: true, link: modalLink(search, "delete-page", target) },
  ];
}

/** One page of the overview's list: title and address, home badge, reorder controls and actions. */
export function PageRow({ page, projectId, canEdit, search, untranslated, orderUp, orderDown, onMoveClick, rowRef, style, handleRef, handleProps, dragging }: PageRowProps) {
  const editorHref = `/editor/${projectId}/${page.slug}`;
  return (
    <li
      ref={rowRef}
      style={style}
      data-testid="page-row"
      className={`flex items-center gap-2 border-b border-neutral-100 bg-white px-3 py-2.5 first:rounded-t-xl last:rounded-b-xl last:border-b-0 sm:px-4 ${dragging ? "relative z-10 rounded-lg shadow-lg ring-1 ring-neutral-200" : ""}`}
    >
      {handleProps ? (
        <button
          type="button"
          ref={handleRef}
          {...handleProps}
          aria-label={`Drag to reorder “${page.title}”`}
          className={`${iconButton} cursor-grab touch-none active:cursor-grabbing`}
        >
          <GripVertical aria-hidden className="size-4" />
        </button>
      ) : null}
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          <Link to={editorHref} className="truncate text-sm font-medium text-neutral-900 hover:text-accent">
            {page.title}
          </Link>
          {page.isHome ? (
            <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-accent/10 px-2 py-0.5 text-xs font-medium text-accent">
              <House aria-hidden className="size-3" />
              Home
            </span>
          ) : null}
        </div>
        <p className="truncate text-xs text-neutral-600">
          {page.isHome ? `/ (also /${page.slug})` : `/${page.slug}`} · edited {page.updated}
        </p>
        {untranslated.length > 0 ? (
          <ul className="mt-1 flex flex-wrap gap-1">
            {untranslated.map((tag) => (
              <li key={tag} className="rounded bg-amber-50 px-1.5 text-xs text-amber-800">
                <span aria-hidden>{tag.toUpperCase()} not translated</span>
                <span className="sr-only">Not translated into {siteLanguageOf(tag).english}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {canEdit ? (
        <div className="flex items-center">
          <MoveForm order={orderUp} label={`Move “${page.title}” up`} focusKey={`${page.id}:up`} onClick={() => onMoveClick(`${page.id}:up`)}>
            <ChevronUp aria-hidden className="size-4" />
          </MoveForm>
          <MoveForm order={orderDown} label={`Move “${page.title}” down`} focusKey={`${page.id}:down`} onClick={() => onMoveClick(`${page.id}:down`)}>
            <ChevronDown aria-hidden className="size-4" />
          </MoveForm>
        </div>
      ) : null}
      <Link to={editorHref} aria-label={`Open in editor: ${page.title}`} className={`${secondaryButton} !px-2.5 !py-1.5`}>
        <SquarePen aria-hidden className="size-4" />
        <span className="hidden sm:inline">Open in editor</span>
      </Link>
      {canEdit ? <RowMenu label={`More actions for “${page.title}”`} actions={pageActions(page, projectId, search)} /> : null}
    </li>
  );
}
