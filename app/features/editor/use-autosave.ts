import { useCallback, useEffect, useRef, useState } from "react";
import { sectionListProblems } from "~/features/sections/section-list-rules";
import { Autosave, type SaveOutcome, type SaveState } from "./autosave";
import type { DocumentKind, EditorSection } from "./editor-section";
import { outcomeOf, isSaveAnswer } from "./save-answer";
import { forgetUnsavedEdits, keepUnsavedEdits, readUnsavedEdits, recoveryOf, unsavedEditsKey } from "./unsaved-edits";

const KEEP_DELAY_MS = 250;

type Target = { kind: DocumentKind; projectId: string; documentId: string; version: number; initial: EditorSection[] };

function saveBody(target: Target, sections: readonly EditorSection[], version: number): FormData {
  const body = new FormData();
  body.set("kind", target.kind);
  body.set("documentId", target.documentId);
  body.set("version", String(version));
  body.set("sections", JSON.stringify(sections));
  return body;
}

function saveUrl(projectId: string): string {
  return `/editor-save/${projectId}`;
}

/**
 * Saves the sections shortly after each change and when the page is left, keeps unsaved edits in
 * localStorage until the server has them, and brings them back (or shows the conflict) on return.
 */
export function useAutosave(target: Target, sections: EditorSection[], restore: (sections: EditorSection[]) => void, enabled: boolean) {
  const [state, setState] = useState<SaveState>({ status: "saved", version: target.version, message: null, problems: [] });
  const autosave = useRef<Autosave<EditorSection[]> | null>(null);
  const storedVersion = useRef<number | null>(null);
  const latest = useRef(sections);
  const discarding = useRef(false);
  const firstRender = useRef(true);
  const keepTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const targetRef = useRef(target);
  const key = unsavedEditsKey(target.kind, target.documentId);

  useEffect(() => {
    if (!enabled) return;
    const current = targetRef.current;
    const kept = readUnsavedEdits(localStorage, key);
    const recovery = recoveryOf(kept, { version: current.version, sections: current.initial });
    if (recovery === "none") forgetUnsavedEdits(localStorage, key);
    const instance = new Autosave<EditorSection[]>({
      version: kept && recovery !== "none" ? kept.baseVersion : current.version,
      onState: setState,
      onSaved(snapshot, version) {
        if (snapshot === latest.current) forgetUnsavedEdits(localStorage, key);
        else keepUnsavedEdits(localStorage, key, { baseVersion: version, sections: latest.current, keptAt: Date.now() });
      },
      async save(snapshot, version): Promise<SaveOutcome> {
        const problems = sectionListProblems(snapshot, { allowModuleReferences: current.kind === "page" });
        if (problems.length > 0) return { ok: false, kind: "invalid", message: problems[0]?.message ?? "Fix the marked fields." };
        const response = await fetch(saveUrl(current.projectId), { method: "POST", body: saveBody(current, snapshot, version), headers: { Accept: "application/json" } });
        const answer: unknown = await response.json().catch(() => null);
        if (isSaveAnswer(answer) && !answer.ok) storedVersion.current = answer.storedVersion ?? null;
        return outcomeOf(response.status, answer);
      },
    });
    autosave.current = instance;
    if (kept && recovery !== "none") restore(kept.sections);

    const sendNow = () => {
      clearTimeout(keepTimer.current);
      const unsaved = instance.unsaved;
      if (unsaved && !discarding.current) keepUnsavedEdits(localStorage, key, { baseVersion: unsaved.version, sections: unsaved.snapshot, keptAt: Date.now() });
      if (!unsaved || discarding.current || instance.state.status === "conflict") return;
      // keepalive lets the request outlive the page; the kept copy in localStorage covers the rest.
      void fetch(saveUrl(current.projectId), { method: "POST", body: saveBody(current, unsaved.snapshot, unsaved.version), keepalive: true }).catch(() => undefined);
    };
    const onHidden = () => document.visibilityState === "hidden" && sendNow();
    const onOnline = () => void instance.flush();
    // Back from the tab where the person signed in again: save at once rather than at the next retry.
    const onFocus = () => {
      if (instance.state.status === "signed-out") void instance.flush();
    };
    window.addEventListener("pagehide", sendNow);
    document.addEventListener("visibilitychange", onHidden);
    window.addEventListener("online", onOnline);
    window.addEventListener("focus", onFocus);
    return () => {
      sendNow();
      instance.dispose();
      autosave.current = null;
      window.removeEventListener("pagehide", sendNow);
      document.removeEventListener("visibilitychange", onHidden);
      window.removeEventListener("online", onOnline);
      window.removeEventListener("focus", onFocus);
    };
    // One autosave per document: the editor is keyed by document, so these never change while mounted.
  }, [enabled, key, restore]);

  useEffect(() => {
    latest.current = sections;
    const instance = autosave.current;
    if (firstRender.current || !instance) {
      firstRender.current = false;
      return;
    }
    instance.change(sections);
    // Serialising the page takes a few milliseconds: not on every keystroke, but soon after typing pauses.
    clearTimeout(keepTimer.current);
    keepTimer.current = setTimeout(() => keepUnsavedEdits(localStorage, key, { baseVersion: instance.state.version, sections, keptAt: Date.now() }), KEEP_DELAY_MS);
  }, [sections, key]);

  /** Saves now; resolves with the version then stored (the loaded one where nothing is saved). */
  const flush = useCallback(async (): Promise<number> => {
    const instance = autosave.current;
    if (!instance) return targetRef.current.version;
    await instance.flush();
    return instance.state.version;
  }, []);

  /** The save state now, not as of the last render: what a publish right after a flush must look at. */
  const stateNow = useCallback((): SaveState => autosave.current?.state ?? state, [state]);

  const overwrite = useCallback(async () => {
    await autosave.current?.overwrite(storedVersion.current ?? state.version);
  }, [state.version]);

  const discardAndReload = useCallback(() => {
    discarding.current = true;
    forgetUnsavedEdits(localStorage, key);
    window.location.reload();
  }, [key]);

  return { state, flush, stateNow, overwrite, discardAndReload };
}
