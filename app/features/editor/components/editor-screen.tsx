import { Plus } from "lucide-react";
import { useCallback, useMemo, useState, type ComponentType } from "react";
import { toast, Toaster } from "sonner";
import { resolvedImageSources } from "~/features/sections/shared/asset-image-sources";
import type { AssetView } from "~/lib/asset-view";
import { ActionResultMessage } from "~/ui/action-result-message";
import type { BeforeSubmit } from "~/ui/dialog-form";
import { useModalState } from "~/ui/modal-state";
import { imageSourcesById, ImageSourcesProvider } from "~/features/sections/shared/image-sources";
import type { DocumentSummary, EditorData, EditorPublishing } from "../editor-data";
import type { EditorLanguages } from "../translation";
import { createModuleReference, createSection } from "../editor-section";
import { projectContextOf } from "../project-context-of";
import { insertionIndexAfter } from "../section-operations";
import { useAutosave } from "../use-autosave";
import { useEditorState } from "../use-editor-state";
import { AssetPickerDialog } from "./asset-picker-dialog";
import { ConflictBanner } from "./conflict-banner";
import { DocumentSidebar } from "./document-sidebar";
import type { ImageValue } from "./field-context";
import { EditorTopBar } from "./editor-top-bar";
import { LanguageSwitch } from "./language-switch";
import { focusFirstField } from "./focus-field";
import { PhoneTabList, usePhoneTabs } from "./phone-tabs";
import { PreviewFrame, type Device } from "./preview-frame";
import { PreviewSections } from "./preview-sections";
import { PublishChecklistDialog } from "./publish-checklist-dialog";
import { SignedOutBanner } from "./signed-out-banner";
import { SkipPreviewLink } from "./skip-preview-link";
import { serverErrorsFor, usePublishGate } from "./use-publish-gate";
import { SectionPanel } from "./section-panel";
import { SectionPicker, type PickerChoice } from "./section-picker";
import { SectionStack, type StackActions } from "./section-stack";
import { usePreviewLinks } from "./use-preview-links";
import { usePreviewReveal } from "./use-preview-reveal";
import { useUndoShortcuts } from "./use-undo-shortcuts";

const settingsPanel = () => document.querySelector<HTMLElement>("[aria-label='Section settings']");

/** The page and module dialogs the project overview also shows; the route brings them from projects. */
export type DocumentDialogs = ComponentType<{
  modal: string | null;
  search: URLSearchParams;
  addressPrefix: string;
  pages: readonly DocumentSummary[] | null;
  modules: readonly DocumentSummary[] | null;
  result: unknown;
  beforeSubmit: BeforeSubmit;
}>;

/** This page or module at its public address: the home page at the project's own. */
function liveAddress(data: EditorData): string {
  const { kind, project, document } = data;
  if (kind === "module") return `/${project.id}/${document.slug}/module`;
  return data.siblings.find((sibling) => sibling.id === document.id)?.isHome ? `/${project.id}` : `/${project.id}/${document.slug}`;
}

/**
 * The page or module editor: documents and sections on the left, the live preview, the panel on the
 * right; on a narrower screen the three take turns behind tabs, under a top bar that keeps Publish. `failure` is the editor action's last refusal, shown in the page or module dialog that
 * posted it. On a site with several languages a page's editor switches to the others (translation-screen.tsx).
 */
export function EditorScreen(props: { data: EditorData; publishing: EditorPublishing; failure: unknown; documentDialogs: DocumentDialogs; languages?: EditorLanguages | null | undefined }) {
  const { data, publishing, failure, documentDialogs: DocumentDialogs, languages } = props;
  const { kind, project, document } = data;
  const editor = useEditorState(document.sections);
  const { actions, sections, selectedId } = editor;
  const [target] = useState(() => ({ kind, projectId: project.id, documentId: document.id, version: document.version, initial: document.sections }));
  const save = useAutosave(target, sections, actions.reset, project.canEdit);
  const [device, setDevice] = useState<Device>("desktop");
  const phoneTabs = usePhoneTabs();
  const selectPanel = phoneTabs.select;
  const [insertAt, setInsertAt] = useState<number | null>(null);
  const reveal = usePreviewReveal();
  const gate = usePublishGate({ kind, projectId: project.id, sections, save, publishing, select: actions.select });
  const [signedOut, setSignedOut] = useState(false);
  const saveStatus = save.state.status;
  // The banner stays through the retries' "saving" until a save goes through.
  if (saveStatus === "signed-out" && !signedOut) setSignedOut(true);
  if (saveStatus === "saved" && signedOut) setSignedOut(false);
  const pages = useMemo(() => data.pages.map((page) => ({ path: page.isHome ? "/" : `/${page.slug}`, title: page.name })), [data.pages]);
  const kindLabel = kind === "page" ? "Page" : "Module";
  const onKeyDown = useUndoShortcuts(actions);
  const previewLinks = usePreviewLinks(project.id, data.pages, { kind, slug: document.slug });

  const stackActions = useMemo<StackActions>(
    () => ({
      onSelect(id) {
        actions.select(id);
        selectPanel("fields");
        reveal(id);
      },
      onMove(from, to, id) {
        actions.move(from, to);
        reveal(id);
      },
      onMoveBy(id, delta) {
        actions.moveBy(id, delta);
        reveal(id);
      },
      onDuplicate: actions.duplicate,
      onToggleHidden: actions.toggleHidden,
      onDelete(id) {
        actions.remove(id);
        toast("Section deleted", { action: { label: "Undo", onClick: actions.undo } });
      },
      onInsert: setInsertAt,
    }),
    [actions, reveal, selectPanel],
  );

  const { flush } = save;
  const skipPreview = useCallback(() => {
    selectPanel("fields");
    requestAnimationFrame(() => settingsPanel()?.focus());
  }, [selectPanel]);

  const { modal, search } = useModalState();
  const savedVersion = save.state.version;
  const dialogItems = useMemo(
    () => data.siblings.map((sibling) => (sibling.id === document.id ? { ...sibling, version: savedVersion, ...(document.seo ? { seo: document.seo } : {}) } : sibling)),
    [data.siblings, document.id, document.seo, savedVersion],
  );
  // Pending edits are saved before a dialog posts; that save moves the open document's version,
  // which a rename of it must then carry.
  const beforeDocumentCommand = useCallback<BeforeSubmit>(
    async (form) => {
      const version = await flush();
      if (form.get("target") === document.id && form.has("version")) form.set("version", String(version));
    },
    [flush, document.id],
  );
  const { publish } = gate;
  const onPublish = useCallback(() => void publish(), [publish]);
  const selectedServerErrors = useMemo(() => serverErrorsFor(gate.serverProblems, selectedId), [gate.serverProblems, selectedId]);
  const closePicker = useCallback(() => setInsertAt(null), []);
  const [assetRequest, setAssetRequest] = useState<((image: ImageValue | null) => void) | null>(null);
  const pickAsset = useCallback(() => new Promise<ImageValue | null>((resolve) => setAssetRequest(() => resolve)), []);
  const [libraryImages, setLibraryImages] = useState(data.images);
  const resolveImage = useMemo(() => imageSourcesById(libraryImages), [libraryImages]);
  const chooseAsset = useCallback(
    (asset: AssetView | null) => {
      if (asset) setLibraryImages((known) => ({ ...known, [asset.id]: resolvedImageSources(asset) }));
      assetRequest?.(asset ? { src: asset.url, alt: asset.altText, width: asset.width, height: asset.height, assetId: asset.id } : null);
      setAssetRequest(null);
    },
    [assetRequest],
  );

  // What a new section takes from the project, as the document stands when the picker opens.
  const newSectionProject = useMemo(() => (insertAt === null ? null : projectContextOf(data, sections)), [insertAt, data, sections]);
  function pick(choice: PickerChoice) {
    const section = choice.kind === "section" ? createSection(choice.type, choice.variant, newSectionProject ?? projectContextOf(data, sections)) : createModuleReference(choice.moduleId);
    actions.insert(insertAt ?? sections.length, section);
    setInsertAt(null);
    selectPanel("fields");
    reveal(section.id);
    void focusFirstField(settingsPanel, section.id);
  }

  return (
    <div className="flex h-dvh flex-col bg-neutral-100 text-neutral-900">
      {/* Named, so it is not a second unnamed banner beside the previewed site's own header; the
          messages and the phone's panel tabs sit in it so no content is outside a landmark. */}
      <header aria-label="Editor" className="shrink-0">
        <EditorTopBar
          projectId={project.id}
          projectName={project.name}
          documentName={document.name}
          kindLabel={kindLabel}
          device={device}
          onDevice={setDevice}
          save={save.state}
          canUndo={editor.canUndo}
          canRedo={editor.canRedo}
          onUndo={actions.undo}
          onRedo={actions.redo}
          onPublish={onPublish}
          publishing={gate.publishing}
          unpublished={gate.unpublished}
          liveHref={gate.live === null ? null : liveAddress(data)}
          onShowProblems={gate.showProblems}
        />
        {languages && kind === "page" ? <LanguageSwitch projectId={project.id} slug={document.slug} languages={languages} current={languages.own} beforeSwitch={flush} /> : null}
        <ActionResultMessage result={gate.result} testId="publish-result" className="m-2 mb-0" />
        {signedOut ? <SignedOutBanner projectId={project.id} /> : null}
        {save.state.status === "conflict" ? <ConflictBanner kindLabel={kindLabel} savedFirst={save.state.message} onReload={save.discardAndReload} onOverwrite={() => void save.overwrite()} /> : null}
        {data.recentEditor && project.canEdit ? (
          <p role="note" className="border-b border-blue-200 bg-blue-50 px-4 py-2 text-sm text-blue-900" data-testid="recent-editor">
            {data.recentEditor}
          </p>
        ) : null}
        {!project.canEdit ? <p className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-800">{project.readOnlyReason} Nothing you do here is saved.</p> : null}
        <PhoneTabList tabs={phoneTabs} />
      </header>
      <main aria-label={`${kindLabel} editor`} className="flex min-h-0 flex-1">
        <div {...phoneTabs.panel("sections", "flex w-72 shrink-0 border-r border-neutral-200 bg-white")}>
          <section aria-label={`${kindLabel}s and sections`} className="flex min-w-0 flex-1 flex-col">
            <DocumentSidebar kind={kind} projectId={project.id} documents={data.siblings} currentId={document.id} canEdit={project.canEdit} />
            <div className="flex items-center justify-between px-4 pt-3 pb-1">
              <h2 className="text-xs font-semibold tracking-wide text-neutral-600 uppercase">Sections</h2>
              <button
                type="button"
                data-opens-picker
                onClick={() => setInsertAt(insertionIndexAfter(sections, selectedId))}
                className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-accent hover:bg-accent/5"
              >
                <Plus aria-hidden className="size-3.5" /> Add section
              </button>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-4">
              {sections.length === 0 ? (
                <p className="px-2 py-6 text-center text-sm text-neutral-600">This {kindLabel.toLowerCase()} is empty. Add a first section to start.</p>
              ) : (
                <SectionStack sections={sections} selectedId={selectedId} modules={data.modules} actions={stackActions} />
              )}
            </div>
          </section>
        </div>
        <div {...phoneTabs.panel("preview", "flex min-w-0 flex-1 overflow-hidden p-4 max-sm:p-0")}>
          {/* The previewed page has its own main, in the frame's document. */}
          <section aria-label="Preview" className="relative min-w-0 flex-1">
            <SkipPreviewLink settingsId={phoneTabs.panelId("fields")} onSkip={skipPreview} />
            <PreviewFrame device={phoneTabs.phone ? "mobile" : device} language={document.seo?.language ?? project.language} title={`Preview of ${document.name}`} onKeyDown={onKeyDown} onLink={previewLinks.onLink} onSubmit={previewLinks.onSubmit}>
              <ImageSourcesProvider value={resolveImage}>
                <PreviewSections
                  kind={kind}
                  slug={document.slug}
                  projectId={project.id}
                  language={project.language}
                  pageLanguage={document.seo?.language}
                  visitorTexts={project.visitorTexts}
                  sections={sections}
                  selectedId={selectedId}
                  primary={project.primaryColor}
                  exactPrimary={project.isPrimaryExact}
                  typography={project.typography}
                  modules={data.modules}
                  onSelect={actions.select}
                />
              </ImageSourcesProvider>
            </PreviewFrame>
          </section>
        </div>
        <div {...phoneTabs.panel("fields", "flex w-96 shrink-0 border-l border-neutral-200 bg-white")}>
          <section aria-label="Section settings" tabIndex={-1} className="min-w-0 flex-1 overflow-y-auto">
            <SectionPanel
              section={editor.selected}
              projectId={project.id}
              pages={pages}
              modules={data.modules}
              pickAsset={pickAsset}
              serverErrors={selectedServerErrors}
              onChangeProp={actions.setProp}
              onChangeVariant={actions.setVariant}
              onChangeLanguage={actions.setLanguage}
            />
          </section>
        </div>
      </main>
      <SectionPicker open={insertAt !== null} primary={project.primaryColor} project={newSectionProject} modules={kind === "page" ? data.modules : null} onClose={closePicker} onPick={pick} />
      {assetRequest ? <AssetPickerDialog projectId={project.id} onChoose={chooseAsset} /> : null}
      {project.canEdit ? (
        <DocumentDialogs
          modal={modal}
          search={search}
          addressPrefix={`${data.publicHost}/${project.id}/`}
          pages={kind === "page" ? dialogItems : null}
          modules={kind === "module" ? dialogItems : null}
          result={failure}
          beforeSubmit={beforeDocumentCommand}
        />
      ) : null}
      {gate.checklist ? <PublishChecklistDialog items={gate.checklist} onGoTo={gate.goTo} onClose={gate.closeChecklist} /> : null}
      <Toaster position="bottom-center" richColors closeButton />
    </div>
  );
}
