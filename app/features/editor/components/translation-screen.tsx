import { Settings2 } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { Toaster } from "sonner";
import { imageSourcesById, ImageSourcesProvider } from "~/features/sections/shared/image-sources";
import { sectionsInLanguage } from "~/features/sections/section-texts";
import { failureOf } from "~/lib/forms/form-result";
import { siteLanguageOf } from "~/lib/site-languages";
import { TRANSLATE_PAGE_INTENT } from "~/lib/translation-intents";
import { ActionResultMessage } from "~/ui/action-result-message";
import type { BeforeSubmit } from "~/ui/dialog-form";
import { modalLink, useModalState } from "~/ui/modal-state";
import { editorPath } from "../document-paths";
import type { EditorData, EditorPublishing } from "../editor-data";
import { languageSearch, type EditorLanguages, type EditorTranslation } from "../translation";
import { useTranslationAutosave } from "../use-translation-autosave";
import { useTranslationTexts } from "../use-translation-texts";
import { ConflictBanner } from "./conflict-banner";
import { DocumentSidebar } from "./document-sidebar";
import { EditorTopBar } from "./editor-top-bar";
import { LanguageSwitch } from "./language-switch";
import { PhoneTabList, usePhoneTabs } from "./phone-tabs";
import { PreviewFrame, type Device } from "./preview-frame";
import { PreviewSections } from "./preview-sections";
import { PublishChecklistDialog } from "./publish-checklist-dialog";
import { SkipPreviewLink } from "./skip-preview-link";
import { TranslatedPageDialog } from "./translated-page-dialog";
import { TranslationPanel } from "./translation-panel";
import { TranslationSections } from "./translation-sections";
import { usePreviewLinks } from "./use-preview-links";
import { usePreviewReveal } from "./use-preview-reveal";
import { usePublishGate } from "./use-publish-gate";
import { useUndoShortcuts } from "./use-undo-shortcuts";

const settingsPanel = () => document.querySelector<HTMLElement>("[aria-label='Section settings']");
const NO_VISITOR_TEXTS = {};

/**
 * The page editor in one of the site's added languages (docs/product.md#translating-pages): the
 * page's sections as the site's own language lays them out, with this language's words laid over in
 * the preview (read and laid out in it), a panel of the selected section's words with the site's own
 * beside each, and the page's title, address and search texts in a dialog. Words save themselves
 * as in the sections' editor; the layout is never changed here.
 */
export function TranslationScreen(props: { data: EditorData; publishing: EditorPublishing; languages: EditorLanguages; translation: EditorTranslation; failure: unknown }) {
  const { data, languages, translation } = props;
  const { project, document } = data;
  const { own } = languages;
  const language = siteLanguageOf(translation.language);
  const sections = document.sections;
  const { texts, canUndo, canRedo, actions } = useTranslationTexts(translation.texts);
  const [selectedId, select] = useState<string | null>(sections[0]?.id ?? null);
  const [target] = useState(() => ({
    pageId: document.id,
    language: language.tag,
    version: translation.version,
    initial: translation.texts,
    sections,
    actionUrl: `${editorPath("page", project.id, document.slug)}${languageSearch(language.tag, own)}`,
  }));
  const save = useTranslationAutosave(target, texts, actions.reset, project.canEdit);
  const gate = usePublishGate({ kind: "page", projectId: project.id, sections, save, publishing: props.publishing, select });
  const [device, setDevice] = useState<Device>("desktop");
  const phoneTabs = usePhoneTabs();
  const selectPanel = phoneTabs.select;
  const reveal = usePreviewReveal();
  const onKeyDown = useUndoShortcuts(actions);
  const previewLinks = usePreviewLinks(project.id, data.pages, { kind: "page", slug: document.slug }, languageSearch(language.tag, own));
  const shown = useMemo(() => sectionsInLanguage(sections, texts), [sections, texts]);
  const resolveImage = useMemo(() => imageSourcesById(data.images), [data.images]);
  const { modal, search } = useModalState();
  const translated = translation.translated || save.savedOnce;
  const untranslated = useMemo(
    () => new Set(Object.entries(languages.untranslated).flatMap(([pageId, tags]) => (tags.includes(language.tag) && !(pageId === document.id && translated) ? [pageId] : []))),
    [languages.untranslated, language.tag, document.id, translated],
  );

  const onSelect = useCallback(
    (id: string) => {
      select(id);
      selectPanel("fields");
      reveal(id);
    },
    [selectPanel, reveal],
  );
  const skipPreview = useCallback(() => {
    selectPanel("fields");
    requestAnimationFrame(() => settingsPanel()?.focus());
  }, [selectPanel]);
  const { flush, state, adopt } = save;
  // The dialog saves the same version the words are saved into: pending words go first, and the
  // dialog carries the version they made; once the view is loaded again with the version the
  // dialog's save made, the words' next save builds on it.
  const dialogVersion = useRef<number | null>(null);
  const beforeDialog = useCallback<BeforeSubmit>(
    async (form) => {
      const version = await flush();
      dialogVersion.current = version;
      form.set("version", String(version));
    },
    [flush],
  );
  useEffect(() => {
    if (dialogVersion.current === null || translation.version !== dialogVersion.current + 1) return;
    dialogVersion.current = null;
    adopt(translation.version);
  }, [translation.version, adopt]);
  const { publish } = gate;
  const onPublish = useCallback(() => void publish(), [publish]);

  return (
    <div className="flex h-dvh flex-col bg-neutral-100 text-neutral-900">
      <header aria-label="Editor" className="shrink-0">
        <EditorTopBar
          projectId={project.id}
          projectName={project.name}
          documentName={translation.title}
          kindLabel={`Page in ${language.english}`}
          device={device}
          onDevice={setDevice}
          save={state}
          canUndo={canUndo}
          canRedo={canRedo}
          onUndo={actions.undo}
          onRedo={actions.redo}
          onPublish={onPublish}
          publishing={gate.publishing}
          unpublished={gate.unpublished}
          liveHref={null}
          onShowProblems={gate.showProblems}
        />
        <LanguageSwitch projectId={project.id} slug={document.slug} languages={languages} current={language.tag} beforeSwitch={flush}>
          {translated ? null : (
            <span data-testid="not-translated" className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800">
              Not translated yet
            </span>
          )}
          {project.canEdit ? (
            <Link {...modalLink(search, "translate-page")} className="inline-flex items-center gap-1 text-sm font-medium text-accent hover:underline">
              <Settings2 aria-hidden className="size-4" />
              Title, address and SEO
            </Link>
          ) : null}
        </LanguageSwitch>
        <ActionResultMessage result={gate.result} testId="publish-result" className="m-2 mb-0" />
        {state.status === "conflict" ? <ConflictBanner kindLabel="Page" savedFirst={state.message} onReload={save.discardAndReload} onOverwrite={() => void save.overwrite()} /> : null}
        {state.status === "invalid" && state.message ? (
          <p role="alert" className="border-b border-red-200 bg-red-50 px-4 py-2 text-sm text-red-800">
            Not saved: {state.message}
          </p>
        ) : null}
        {!project.canEdit ? <p className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-800">{project.readOnlyReason} Nothing you do here is saved.</p> : null}
        <PhoneTabList tabs={phoneTabs} />
      </header>
      <main aria-label="Page editor" className="flex min-h-0 flex-1">
        <div {...phoneTabs.panel("sections", "flex w-72 shrink-0 border-r border-neutral-200 bg-white")}>
          <section aria-label="Pages and sections" className="flex min-w-0 flex-1 flex-col">
            <DocumentSidebar
              kind="page"
              projectId={project.id}
              documents={data.siblings}
              currentId={document.id}
              canEdit={false}
              linkSearch={languageSearch(language.tag, own)}
              untranslated={untranslated}
            />
            <h2 className="px-4 pt-3 pb-1 text-xs font-semibold tracking-wide text-neutral-600 uppercase">Sections</h2>
            <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-4">
              <TranslationSections
                sections={sections}
                texts={texts}
                selectedId={selectedId}
                modules={data.modules}
                own={own}
                layoutHref={editorPath("page", project.id, document.slug)}
                onSelect={onSelect}
              />
            </div>
          </section>
        </div>
        <div {...phoneTabs.panel("preview", "flex min-w-0 flex-1 overflow-hidden p-4 max-sm:p-0")}>
          <section aria-label="Preview" className="relative min-w-0 flex-1">
            <SkipPreviewLink settingsId={phoneTabs.panelId("fields")} onSkip={skipPreview} />
            <PreviewFrame
              device={phoneTabs.phone ? "mobile" : device}
              language={language.tag}
              title={`Preview of ${translation.title} in ${language.english}`}
              onKeyDown={onKeyDown}
              onLink={previewLinks.onLink}
              onSubmit={previewLinks.onSubmit}
            >
              <ImageSourcesProvider value={resolveImage}>
                <PreviewSections
                  kind="page"
                  slug={document.slug}
                  projectId={project.id}
                  language={language.tag}
                  visitorTexts={NO_VISITOR_TEXTS}
                  sections={shown}
                  selectedId={selectedId}
                  primary={project.primaryColor}
                  exactPrimary={project.isPrimaryExact}
                  typography={project.typography}
                  modules={data.modules}
                  onSelect={select}
                />
              </ImageSourcesProvider>
            </PreviewFrame>
          </section>
        </div>
        <div {...phoneTabs.panel("fields", "flex w-96 shrink-0 border-l border-neutral-200 bg-white")}>
          <section aria-label="Section settings" tabIndex={-1} className="min-w-0 flex-1 overflow-y-auto">
            <TranslationPanel
              section={sections.find((section) => section.id === selectedId) ?? null}
              texts={selectedId ? texts[selectedId] : undefined}
              language={language.tag}
              own={own}
              onChange={actions.setText}
            />
          </section>
        </div>
      </main>
      {project.canEdit && modal === "translate-page" ? (
        <TranslatedPageDialog
          translation={translation}
          isHome={data.siblings.some((sibling) => sibling.id === document.id && sibling.isHome)}
          addressPrefix={`${data.publicHost}/${project.id}/`}
          failure={failureOf(props.failure, TRANSLATE_PAGE_INTENT)}
          beforeSubmit={beforeDialog}
        />
      ) : null}
      {gate.checklist ? <PublishChecklistDialog items={gate.checklist} onGoTo={gate.goTo} onClose={gate.closeChecklist} /> : null}
      <Toaster position="bottom-center" richColors closeButton />
    </div>
  );
}
