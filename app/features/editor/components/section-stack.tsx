import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ChevronDown, ChevronUp, Copy, Eye, EyeOff, GripVertical, Plus, Trash2 } from "lucide-react";
import { memo, useMemo } from "react";
import type { EditorSection } from "../editor-section";
import { summaryOf } from "./section-summary";

export type StackActions = {
  onSelect: (id: string) => void;
  onMove: (from: number, to: number, id: string) => void;
  onMoveBy: (id: string, delta: number) => void;
  onDuplicate: (id: string) => void;
  onToggleHidden: (id: string) => void;
  onDelete: (id: string) => void;
  onInsert: (index: number) => void;
};

// Icons as constant elements: React skips them when a row renders again on a keystroke.
const ICONS = {
  grip: <GripVertical aria-hidden className="size-4" />,
  up: <ChevronUp aria-hidden className="size-3.5" />,
  down: <ChevronDown aria-hidden className="size-3.5" />,
  copy: <Copy aria-hidden className="size-3.5" />,
  shown: <Eye aria-hidden className="size-3.5" />,
  hidden: <EyeOff aria-hidden className="size-3.5" />,
  remove: <Trash2 aria-hidden className="size-3.5" />,
  add: <Plus aria-hidden className="size-3" />,
};

// 24 × 24 px at least: the target size WCAG 2.2 asks for (2.5.8).
const iconButton = "inline-flex size-6 items-center justify-center rounded text-neutral-600 hover:bg-neutral-200/70 hover:text-neutral-900 disabled:opacity-30 disabled:hover:bg-transparent";

const StackRow = memo(function StackRow({
  section,
  index,
  count,
  selected,
  modules,
  actions,
}: {
  section: EditorSection;
  index: number;
  count: number;
  selected: boolean;
  modules: readonly { id: string; name: string }[];
  actions: StackActions;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: section.id });
  const { label, detail } = summaryOf(section, modules);
  const name = detail ? `${label}: ${detail}` : label;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid="stack-row"
      data-section-id={section.id}
      className={`group relative flex items-center gap-1 rounded-md border px-1 py-1 text-sm ${
        selected ? "border-accent/40 bg-accent/5" : "border-transparent hover:bg-neutral-100"
      } ${isDragging ? "z-10 bg-white shadow-lg ring-1 ring-black/10" : ""}`}
    >
      <button ref={setActivatorNodeRef} type="button" {...attributes} {...listeners} aria-label={`Drag ${name}`} className="cursor-grab touch-none rounded p-1 text-neutral-600 hover:text-neutral-700 active:cursor-grabbing">
        {ICONS.grip}
      </button>
      {/* Named by its visible text, so speech input finds it by what it shows; the hidden colon makes
          the two lines read "Header: Starter" rather than one glued word (docs/product.md#keyboard-and-screen-readers-in-the-app). */}
      <button type="button" aria-pressed={selected} onClick={() => actions.onSelect(section.id)} className={`min-w-0 flex-1 py-1 text-left ${section.hidden ? "opacity-50" : ""}`}>
        <span className="block truncate font-medium text-neutral-800">
          {label}
          {detail ? <span className="sr-only">:</span> : null}
        </span>
        {detail ? " " : null}
        {detail ? <span className="block truncate text-xs text-neutral-600">{detail}</span> : null}
      </button>
      <div className={`flex items-center ${selected ? "" : "opacity-0 group-hover:opacity-100 focus-within:opacity-100 pointer-coarse:opacity-100"}`}>
        <button type="button" className={iconButton} aria-label={`Move ${name} up`} title="Move up" disabled={index === 0} onClick={() => actions.onMoveBy(section.id, -1)}>
          {ICONS.up}
        </button>
        <button type="button" className={iconButton} aria-label={`Move ${name} down`} title="Move down" disabled={index === count - 1} onClick={() => actions.onMoveBy(section.id, 1)}>
          {ICONS.down}
        </button>
        <button type="button" className={iconButton} aria-label={`Duplicate ${name}`} title="Duplicate" onClick={() => actions.onDuplicate(section.id)}>
          {ICONS.copy}
        </button>
        <button type="button" className={iconButton} aria-label={`${section.hidden ? "Show" : "Hide"} ${name}`} title={section.hidden ? "Show" : "Hide"} onClick={() => actions.onToggleHidden(section.id)}>
          {section.hidden ? ICONS.hidden : ICONS.shown}
        </button>
        <button type="button" className={iconButton} aria-label={`Delete ${name}`} title="Delete" onClick={() => actions.onDelete(section.id)}>
          {ICONS.remove}
        </button>
      </div>
      <button
        type="button"
        aria-label={`Add a section after ${name}`}
        data-opens-picker
        onClick={() => actions.onInsert(index + 1)}
        className="absolute -bottom-3 left-1/2 z-20 inline-flex size-6 -translate-x-1/2 items-center justify-center rounded-full bg-accent text-white opacity-0 shadow group-hover:opacity-100 focus-visible:opacity-100"
      >
        {ICONS.add}
      </button>
    </li>
  );
});

/** The sections of the page in order: select, reorder by dragging or by keyboard, and act on each. */
export function SectionStack({ sections, selectedId, modules, actions }: { sections: readonly EditorSection[]; selectedId: string | null; modules: readonly { id: string; name: string }[]; actions: StackActions }) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const idsKey = sections.map((section) => section.id).join(" ");
  // The same ids in a new array must not make every sortable row render again on each keystroke.
  const ids = useMemo(() => (idsKey ? idsKey.split(" ") : []), [idsKey]);
  const position = (id: UniqueIdentifier | undefined) => sections.findIndex((section) => section.id === id) + 1;
  const nameOf = (id: UniqueIdentifier) => {
    const found = sections.find((section) => section.id === id);
    return found ? summaryOf(found, modules).label : "The section";
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)} at position ${position(active.id)} of ${sections.length}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over position ${position(over.id)} of ${sections.length}.` : undefined),
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} dropped at position ${position(over.id)} of ${sections.length}.` : `${nameOf(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Moving cancelled: ${nameOf(active.id)} stays at position ${position(active.id)}.`,
  };
  function dragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = sections.findIndex((section) => section.id === active.id);
    const to = sections.findIndex((section) => section.id === over.id);
    if (from >= 0 && to >= 0) actions.onMove(from, to, String(active.id));
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dragEnd} accessibility={{ announcements }}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol aria-label="Sections" className="space-y-0.5">
          {sections.map((section, index) => (
            <StackRow key={section.id} section={section} index={index} count={sections.length} selected={section.id === selectedId} modules={modules} actions={actions} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
