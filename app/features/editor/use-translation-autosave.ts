import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { sectionListProblems } from "~/features/sections/section-list-rules";
import { sectionsInLanguage, type PageTexts } from "~/features/sections/section-texts";
import { isTranslationSaveAnswer, TRANSLATE_TEXTS_INTENT } from "~/lib/translation-intents";
import { Autosave, type SaveOutcome, type SaveState } from "./autosave";
import type { EditorSection } from "./editor-section";
import { forgetUnsavedEdits, keepUnsavedEdits } from "./unsaved-edits";
import { changedTexts, readUnsavedTranslation, translationRecoveryOf, unsavedTranslationKey } from "./unsaved-translation";

const KEEP_DELAY_MS = 250;

/** The page's version being translated: where its words are posted, and the sections they are laid over. */
export type TranslationTarget = { pageId: string; language: string; version: number; initial: PageTexts; sections: readonly EditorSection[]; actionUrl: string };

function saveForm(target: TranslationTarget, texts: PageTexts, version: number): FormData {
  const form = new FormData();
  form.set("intent", TRANSLATE_TEXTS_INTENT);
  form.set("pageId", target.pageId);
  form.set("language", target.language);
  form.set("version", String(version));
  form.set("texts", JSON.stringify(texts));
  return form;
}

function outcomeOf(answer: unknown): SaveOutcome {
  if (!isTranslationSaveAnswer(answer)) return { ok: false, kind: "error", message: "The server did not answer the save. Trying again." };
  if (answer.ok) return { ok: true, version: answer.version };
  // A stale version needs the person's choice; anything else (a text too long, a language removed) waits for the next edit.
  return { ok: false, kind: answer.code === "STALE_VERSION" ? "conflict" : "invalid", message: answer.message };
}

/**
 * Posts a form to the page editor's action through a fetcher and resolves with its answer, so the
 * autosave can wait for it as for the sections' save endpoint. The answer is the fetcher's data once
 * it is idle again after the post.
 */
function useSubmitAndWait(key: string) {
  const { submit, state, data } = useFetcher({ key });
  const waiting = useRef<{ resolve: (answer: unknown) => void; before: unknown; busy: boolean } | null>(null);
  const latestData = useRef<unknown>(data);
  useEffect(() => {
    latestData.current = data;
    const pending = waiting.current;
    if (!pending) return;
    if (state !== "idle") pending.busy = true;
    else if (pending.busy || data !== pending.before) {
      waiting.current = null;
      pending.resolve(data);
    }
  }, [state, data]);
  return useCallback(
    (form: FormData, action: string) =>
      new Promise<unknown>((resolve) => {
        waiting.current = { resolve, before: latestData.current, busy: false };
        void submit(form, { method: "post", action });
      }),
    [submit],
  );
}

/**
 * The translation view's autosave (docs/product.md#translating-pages): the page's words in another
 * language are saved shortly after each change with the version they build on, through the page
 * editor's action; only the words that changed since the last save are sent. Like the sections'
 * autosave (use-autosave.ts), unsaved words are kept on the device until the server has them and
 * come back (or show the conflict) on return, and pending ones are sent when the page is left.
 */
export function useTranslationAutosave(target: TranslationTarget, texts: PageTexts, restore: (texts: PageTexts) => void, enabled: boolean) {
  const [state, setState] = useState<SaveState>({ status: "saved", version: target.version, message: null, problems: [] });
  const [savedOnce, setSavedOnce] = useState(false);
  const autosave = useRef<Autosave<PageTexts> | null>(null);
  const saved = useRef(target.initial);
  const storedVersion = useRef<number | null>(null);
  const latest = useRef(texts);
  const discarding = useRef(false);
  const firstRender = useRef(true);
  const keepTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const targetRef = useRef(target);
  const key = unsavedTranslationKey(target.pageId, target.language);
  const submitAndWait = useSubmitAndWait(`translate:${target.pageId}:${target.language}`);

  useEffect(() => {
    if (!enabled) return;
    const current = targetRef.current;
    const kept = readUnsavedTranslation(localStorage, key);
    const recovery = translationRecoveryOf(kept, { version: current.version, texts: current.initial });
    if (recovery === "none") forgetUnsavedEdits(localStorage, key);
    const instance = new Autosave<PageTexts>({
      version: kept && recovery !== "none" ? kept.baseVersion : current.version,
      onState: setState,
      onSaved(snapshot, version) {
        saved.current = snapshot;
        setSavedOnce(true);
        if (snapshot === latest.current) forgetUnsavedEdits(localStorage, key);
        else keepUnsavedEdits(localStorage, key, { baseVersion: version, texts: latest.current, keptAt: Date.now() });
      },
      async save(snapshot, version) {
        const problems = sectionListProblems(sectionsInLanguage(current.sections, snapshot), { allowModuleReferences: true });
        if (problems.length > 0) return { ok: false, kind: "invalid", message: problems[0]?.message ?? "Fix the marked fields." };
        const answer = await submitAndWait(saveForm(current, changedTexts(saved.current, snapshot), version), current.actionUrl);
        if (isTranslationSaveAnswer(answer) && !answer.ok) storedVersion.current = answer.storedVersion;
        return outcomeOf(answer);
      },
    });
    autosave.current = instance;
    if (kept && recovery !== "none") restore(kept.texts);

    const sendNow = () => {
      clearTimeout(keepTimer.current);
      const unsaved = instance.unsaved;
      if (unsaved && !discarding.current) keepUnsavedEdits(localStorage, key, { baseVersion: unsaved.version, texts: unsaved.snapshot, keptAt: Date.now() });
      if (!unsaved || discarding.current || instance.state.status === "conflict") return;
      // keepalive lets the request outlive the page; the kept copy on the device covers the rest.
      const body = saveForm(current, changedTexts(saved.current, unsaved.snapshot), unsaved.version);
      void fetch(current.actionUrl, { method: "POST", body, keepalive: true }).catch(() => undefined);
    };
    const onHidden = () => document.visibilityState === "hidden" && sendNow();
    window.addEventListener("pagehide", sendNow);
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      sendNow();
      instance.dispose();
      autosave.current = null;
      window.removeEventListener("pagehide", sendNow);
      document.removeEventListener("visibilitychange", onHidden);
    };
    // One autosave per page and language: the view is keyed by them, so these never change while mounted.
  }, [enabled, key, restore, submitAndWait]);

  useEffect(() => {
    latest.current = texts;
    const instance = autosave.current;
    if (firstRender.current || !instance) {
      firstRender.current = false;
      return;
    }
    instance.change(texts);
    clearTimeout(keepTimer.current);
    keepTimer.current = setTimeout(() => keepUnsavedEdits(localStorage, key, { baseVersion: instance.state.version, texts, keptAt: Date.now() }), KEEP_DELAY_MS);
  }, [texts, key]);

  /** Saves now; resolves with the version then stored. */
  const flush = useCallback(async (): Promise<number> => {
    const instance = autosave.current;
    if (!instance) return targetRef.current.version;
    await instance.flush();
    return instance.state.version;
  }, []);

  const stateNow = useCallback((): SaveState => autosave.current?.state ?? state, [state]);

  const overwrite = useCallback(async () => {
    await autosave.current?.overwrite(storedVersion.current ?? state.version);
  }, [state.version]);

  const adopt = useCallback((version: number) => autosave.current?.adopt(version), []);

  const discardAndReload = useCallback(() => {
    discarding.current = true;
    forgetUnsavedEdits(localStorage, key);
    window.location.reload();
  }, [key]);

  return { state, flush, stateNow, overwrite, adopt, discardAndReload, savedOnce };
}
