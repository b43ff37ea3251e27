import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { FieldProblem, SaveState } from "../autosave";
import type { EditorPublishing } from "../editor-data";
import type { DocumentKind, EditorSection } from "../editor-section";
import { pathKey, type PropPath } from "../prop-paths";
import { publishChecklist, refusedValuesOf, standingProblems, type ChecklistItem } from "../publish-checklist";
import { focusField } from "./focus-field";

type PublishAnswer = { ok: boolean; message: string; live?: number | null };

function isPublishAnswer(value: unknown): value is PublishAnswer {
  return typeof value === "object" && value !== null && typeof (value as PublishAnswer).message === "string";
}

function fieldsOf(problems: readonly FieldProblem[]): string {
  return problems.map((problem) => `${problem.sectionId}:${pathKey(problem.path)}`).join("|");
}

const settingsPanel = () => document.querySelector<HTMLElement>("[aria-label='Section settings']");

type Save = { state: SaveState; flush: () => Promise<number>; stateNow: () => SaveState };

/**
 * Publish as a gate (docs/product.md#publishing): pending edits are saved first, and while any
 * field is invalid, refused by the server or unsaved, nothing is published and the checklist opens
 * instead. Also keeps the server's refusals on their fields, and whether saved changes are live.
 */
export function usePublishGate({
  kind,
  projectId,
  sections,
  save,
  publishing,
  select,
}: {
  kind: DocumentKind;
  projectId: string;
  sections: readonly EditorSection[];
  save: Save;
  publishing: EditorPublishing;
  select: (sectionId: string) => void;
}) {
  const publisher = useFetcher();
  const [checklist, setChecklist] = useState<ChecklistItem[] | null>(null);
  const latestSections = useRef(sections);
  useEffect(() => {
    latestSections.current = sections;
  }, [sections]);

  // The server's refusals stay on their fields while those hold the refused values. A refusal of
  // other fields than the last one selects the section of its first field, which gets the focus; the
  // same refusal again (a save of an edit elsewhere) leaves the person where they are.
  const refused = save.state.problems;
  const [refusal, setRefusal] = useState(() => ({ problems: refused, values: refusedValuesOf(refused, sections), fields: fieldsOf(refused), jump: false }));
  if (refusal.problems !== refused) {
    const fields = fieldsOf(refused);
    const jump = refused.length > 0 && fields !== refusal.fields;
    setRefusal({ problems: refused, values: refusedValuesOf(refused, sections), fields, jump });
    if (jump && refused[0]) select(refused[0].sectionId);
  }
  useEffect(() => {
    const first = refusal.problems[0];
    if (refusal.jump && first) void focusField(settingsPanel, first.path);
  }, [refusal]);
  const serverProblems = useMemo(() => standingProblems(refusal.problems, refusal.values, sections), [refusal, sections]);

  const goTo = useCallback(
    (item: { sectionId: string | null; path: PropPath }) => {
      setChecklist(null);
      if (!item.sectionId) return;
      select(item.sectionId);
      void focusField(settingsPanel, item.path);
    },
    [select],
  );

  // Saved changes are unpublished from the first save after loading (or after the last publish),
  // or from the start when the loaded state says so.
  const [baseline, setBaseline] = useState({ version: save.state.version, unpublished: publishing.hasUnpublishedChanges, live: publishing.live });
  const [submittedVersion, setSubmittedVersion] = useState(save.state.version);
  const answer = isPublishAnswer(publisher.data) ? publisher.data : null;
  const [seenAnswer, setSeenAnswer] = useState<PublishAnswer | null>(null);
  if (answer !== seenAnswer) {
    setSeenAnswer(answer);
    if (answer?.ok) setBaseline({ version: submittedVersion, unpublished: false, live: answer.live === undefined ? baseline.live : answer.live });
  }

  const { flush, stateNow } = save;
  const { submit } = publisher;
  const checklistNow = useCallback(() => {
    const now = stateNow();
    const current = latestSections.current;
    return publishChecklist(current, standingProblems(now.problems, refusedValuesOf(now.problems, current), current), now, { allowModuleReferences: kind === "page" });
  }, [stateNow, kind]);
  const showProblems = useCallback(() => setChecklist(checklistNow()), [checklistNow]);
  const publish = useCallback(async () => {
    const version = await flush();
    const items = checklistNow();
    if (items.length > 0) {
      setChecklist(items);
      return;
    }
    setSubmittedVersion(version);
    void submit({ intent: "publish" }, { method: "post", action: `/project/${projectId}/publish` });
  }, [flush, checklistNow, submit, projectId]);

  return {
    publish,
    publishing: publisher.state !== "idle",
    checklist,
    showProblems,
    closeChecklist: useCallback(() => setChecklist(null), []),
    goTo,
    serverProblems,
    unpublished: baseline.unpublished || save.state.version !== baseline.version,
    live: baseline.live,
    /** The last publish's answer, which the editor shows under its top bar. */
    result: answer,
  };
}

/** The server's refusals of one section's fields, keyed like the panel's own messages. */
export function serverErrorsFor(problems: readonly FieldProblem[], sectionId: string | null): ReadonlyMap<string, string> {
  return new Map(problems.filter((problem) => problem.sectionId === sectionId).map((problem) => [pathKey(problem.path), problem.message]));
}
