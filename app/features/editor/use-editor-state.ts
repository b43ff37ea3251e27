import { useCallback, useMemo, useReducer, useState } from "react";
import { canRedo, canUndo, historyReducer, startHistory, type EditHistory } from "./edit-history";
import { newSectionId, type EditorSection } from "./editor-section";
import { pathKey, setAt, type PropPath } from "./prop-paths";
import { duplicateSection, insertSection, moveSection, moveSectionBy, removeSection, setHidden, setSectionLanguage, setVariant, updateSection } from "./section-operations";

type Sections = EditorSection[];
type Action = { type: "edit"; edit: (list: Sections) => Sections; key?: string; at: number } | { type: "undo" } | { type: "redo" } | { type: "reset"; present: Sections };

/** Edits are functions of the latest list, so two in one event never build on a stale one. */
function editorReducer(history: EditHistory<Sections>, action: Action): EditHistory<Sections> {
  if (action.type !== "edit") return historyReducer(history, action);
  return historyReducer(history, { type: "change", next: action.edit(history.present), key: action.key, at: action.at });
}

/** The document being edited, its undo history and the selected section. */
export function useEditorState(initial: Sections) {
  const [history, dispatch] = useReducer(editorReducer, initial, startHistory<Sections>);
  const [selectedId, setSelectedId] = useState<string | null>(initial[0]?.id ?? null);
  const sections = history.present;

  const edit = useCallback((change: (list: Sections) => Sections, key?: string) => dispatch({ type: "edit", edit: change, key, at: performance.now() }), []);

  const actions = useMemo(
    () => ({
      select: setSelectedId,
      insert(index: number, section: EditorSection) {
        edit((list) => insertSection(list, index, section));
        setSelectedId(section.id);
      },
      move: (from: number, to: number) => edit((list) => moveSection(list, from, to)),
      moveBy: (id: string, delta: number) => edit((list) => moveSectionBy(list, id, delta)),
      duplicate(id: string) {
        // The id is made here, not in the reducer, so the selection names the copy the reducer adds.
        const copyId = newSectionId();
        edit((list) => duplicateSection(list, id, copyId));
        setSelectedId(copyId);
      },
      toggleHidden: (id: string) => edit((list) => setHidden(list, id, !list.find((section) => section.id === id)?.hidden)),
      remove: (id: string) => edit((list) => removeSection(list, id)),
      setVariant: (id: string, variant: string) => edit((list) => setVariant(list, id, variant)),
      setLanguage: (id: string, language: string) => edit((list) => setSectionLanguage(list, id, language)),
      setProp: (id: string, path: PropPath, value: unknown) =>
        edit((list) => updateSection(list, id, (section) => ({ ...section, props: setAt(section.props, path, value) })), `${id}:${pathKey(path)}`),
      undo: () => dispatch({ type: "undo" }),
      redo: () => dispatch({ type: "redo" }),
      reset: (present: Sections) => dispatch({ type: "reset", present }),
    }),
    [edit],
  );

  const selected = sections.find((section) => section.id === selectedId) ?? null;
  return { sections, selected, selectedId: selected?.id ?? null, canUndo: canUndo(history), canRedo: canRedo(history), actions };
}
