import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useEffect, useRef, type ComponentProps } from "react";
import { useFetcher } from "react-router";
import type { PageItem } from "../overview.server";
import { PageRow } from "./page-row";
import { useHydrated } from "~/ui/use-hydrated";

type PageListProps = { pages: PageItem[]; projectId: string; canEdit: boolean; search: URLSearchParams; untranslated: Readonly<Record<string, readonly string[]>> };
type RowProps = Omit<ComponentProps<typeof PageRow>, "rowRef" | "style" | "handleRef" | "handleProps" | "dragging">;

function SortablePageRow(props: RowProps) {
  const sortable = useSortable({ id: props.page.id });
  return (
    <PageRow
      {...props}
      rowRef={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      handleRef={sortable.setActivatorNodeRef}
      handleProps={{ ...sortable.attributes, ...sortable.listeners }}
      dragging={sortable.isDragging}
    />
  );
}

function swapped(ids: string[], index: number, offset: -1 | 1): string[] | null {
  const target = index + offset;
  if (target < 0 || target >= ids.length) return null;
  return arrayMove(ids, index, target);
}

function orderForm(ids: string[]): FormData {
  const form = new FormData();
  form.set("intent", "reorder");
  for (const id of ids) form.append("pageIds", id);
  return form;
}

/**
 * The project's pages in order. The order changes by dragging a row, by keyboard on the drag
 * handle (Space, arrows, Space), or with the up and down buttons, which are plain forms without
 * JavaScript. While a new order is being saved it is already shown.
 */
export function PageList({ pages, projectId, canEdit, search, untranslated }: PageListProps) {
  const hydrated = useHydrated();
  const fetcher = useFetcher({ key: "reorder-pages" });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const byId = new Map(pages.map((page) => [page.id, page]));
  const pendingIds = fetcher.formData?.getAll("pageIds").filter((id): id is string => typeof id === "string");
  const pendingOrder = pendingIds?.map((id) => byId.get(id)).filter((page) => page !== undefined);
  const ordered = pendingOrder && pendingOrder.length === pages.length ? pendingOrder : pages;
  const ids = ordered.map((page) => page.id);

  const focusAfterMove = useRef<string | null>(null);
  const orderKey = ids.join(",");
  useEffect(() => {
    const key = focusAfterMove.current;
    if (!key) return;
    const button = document.querySelector<HTMLButtonElement>(`[data-focus-key="${key}"]`);
    const [id] = key.split(":");
    const other = document.querySelector<HTMLButtonElement>(`[data-focus-key="${id}:${key.endsWith(":up") ? "down" : "up"}"]`);
    (button && !button.disabled ? button : other)?.focus();
  }, [orderKey]);

  const title = (id: UniqueIdentifier) => byId.get(String(id))?.title ?? "page";
  const position = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up “${title(active.id)}”, position ${position(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) => (over ? `“${title(active.id)}” moved to position ${position(over.id)} of ${ids.length}.` : undefined),
    onDragEnd: ({ active, over }) => (over ? `“${title(active.id)}” dropped at position ${position(over.id)} of ${ids.length}.` : `“${title(active.id)}” dropped.`),
    onDragCancel: ({ active }) => `Moving “${title(active.id)}” was cancelled.`,
  };

  function save(next: string[]) {
    void fetcher.submit(orderForm(next), { method: "post", preventScrollReset: true });
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    save(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  }

  const rowProps = (page: PageItem, index: number): RowProps & { key: string } => ({
    key: page.id,
    page,
    projectId,
    canEdit,
    search,
    untranslated: untranslated[page.id] ?? [],
    orderUp: swapped(ids, index, -1),
    orderDown: swapped(ids, index, 1),
    onMoveClick: (key) => {
      focusAfterMove.current = key;
    },
  });

  const listClass = "rounded-xl border border-neutral-200 bg-white";
  if (!hydrated || !canEdit || pages.length < 2) {
    return (
      <ul className={listClass}>
        {ordered.map((page, index) => {
          const { key, ...props } = rowProps(page, index);
          return <PageRow key={key} {...props} />;
        })}
      </ul>
    );
  }
  return (
    <DndContext
      id="page-order"
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: "To reorder, press Space to pick up the page, use the up and down arrow keys to move it, then press Space to drop it or Escape to cancel.",
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className={listClass}>
          {ordered.map((page, index) => {
            const { key, ...props } = rowProps(page, index);
            return <SortablePageRow key={key} {...props} />;
          })}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
