import { Plus } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast, Toaster } from "sonner";
import { resolvedImageSources } from "~/features/assets/asset-image-sources";
import type { AssetView } from "~/features/assets/asset-view";
import type { BeforeSubmit } from "~/features/projects/components/dialog-form";
import { DocumentModals } from "~/features/projects/components/document-modals";
import { useModalState } from "~/ui/modal-state";
import { renderContextForProject } from "~/features/sections/render-context";
import { imageSourcesById, ImageSourcesProvider } from "~/features/sections/shared/image-sources";
import type { EditorData } from "../editor-data";
import { createModuleReference, createSection } from "../editor-section";
import { useAutosave } from "../use-autosave";
import { useEditorState } from "../use-editor-state";
import { AssetPickerDialog } from "./asset-picker-dialog";
import { ConflictBanner } from "./conflict-banner";
import { DocumentSidebar } from "./document-sidebar";
import type { ImageValue } from "./field-context";
import { EditorTopBar } from "./editor-top-bar";
import { PreviewFrame, type Device } from "./preview-frame";
import { PreviewSections } from "./preview-sections";
import { SectionPanel } from "./section-panel";
import { SectionPicker, type PickerChoice } from "./section-picker";
import { SectionStack, type StackActions } from "./section-stack";
import { useUndoShortcuts } from "./use-undo-shortcuts";

type PublishAnswer = { ok: boolean; message: string };

function isPublishAnswer(value: unknown): value is PublishAnswer {
  return typeof value === "object" && value !== null && typeof (value as PublishAnswer).message === "string";
}

/**
 * The page or module editor: documents and sections on the left, the live preview, the panel on the
 * right. `failure` is the editor action's last refusal, shown in the page or module dialog that
 * posted it.
 */
export function EditorScreen({ data, failure }: { data: EditorData; failure: unknown }) {
  const { kind, project, document } = data;
  const editor = useEditorState(document.sections);
  const { actions, sections, selectedId } = editor;
  const [target] = useState(() => ({ kind, projectId: project.id, documentId: document.id, version: document.version, initial: document.sections }));
  const save = useAutosave(target, sections, actions.reset, project.canEdit);
  const [device, setDevice] = useState<Device>("desktop");
  const [insertAt, setInsertAt] = useState<number | null>(null);
  const revealInPreview = useRef(false);
  const publisher = useFetcher();
  const context = useMemo(() => renderContextForProject(project.id), [project.id]);
  const pages = useMemo(() => data.pages.map((page) => ({ path: page.isHome ? "/" : `/${page.slug}`, title: page.name })), [data.pages]);
  const kindLabel = kind === "page" ? "Page" : "Module";
  const onKeyDown = useUndoShortcuts(actions);

  const stackActions = useMemo<StackActions>(
    () => ({
      onSelect(id) {
        revealInPreview.current = true;
        actions.select(id);
      },
      onMove: actions.move,
      onMoveBy: actions.moveBy,
      onDuplicate: actions.duplicate,
      onToggleHidden: actions.toggleHidden,
      onDelete(id) {
        actions.remove(id);
        toast("Section deleted", { action: { label: "Undo", onClick: actions.undo } });
      },
      onInsert: setInsertAt,
    }),
    [actions],
  );

  useEffect(() => {
    if (!revealInPreview.current || !selectedId) return;
    revealInPreview.current = false;
    const frame = window.document.querySelector<HTMLIFrameElement>("[data-testid=preview-frame]");
    frame?.contentDocument?.querySelector(`[data-pw-section="${CSS.escape(selectedId)}"]`)?.scrollIntoView({ block: "start", behavior: "smooth" });
  }, [selectedId]);

  const publishAnswer = isPublishAnswer(publisher.data) ? publisher.data : null;
  useEffect(() => {
    if (!publishAnswer) return;
    if (publishAnswer.ok) toast.success(publishAnswer.message);
    else toast.error(publishAnswer.message);
  }, [publishAnswer]);

  const { flush } = save;
  const { submit } = publisher;
  const publish = useCallback(async () => {
    await flush();
    void submit({ intent: "publish" }, { method: "post", action: `/project/${project.id}/publish` });
  }, [flush, submit, project.id]);

  const { modal, search } = useModalState();
  const savedVersion = save.state.version;
  const dialogItems = useMemo(
    () => data.siblings.map((sibling) => (sibling.id === document.id ? { ...sibling, version: savedVersion } : sibling)),
    [data.siblings, document.id, savedVersion],
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
  const onPublish = useCallback(() => void publish(), [publish]);
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

  function pick(choice: PickerChoice) {
    const section = choice.kind === "section" ? createSection(choice.type, choice.variant) : createModuleReference(choice.moduleId);
    actions.insert(insertAt ?? sections.length, section);
    setInsertAt(null);
  }

  return (
    <div className="flex h-screen flex-col bg-neutral-100 text-neutral-900">
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
        publishing={publisher.state !== "idle"}
      />
      {save.state.status === "conflict" ? <ConflictBanner kindLabel={kindLabel} onReload={save.discardAndReload} onOverwrite={() => void save.overwrite()} /> : null}
      {!project.canEdit ? <p className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-800">You can look at this project but not change it: nothing you do here is saved.</p> : null}
      <div className="flex min-h-0 flex-1">
        <aside className="flex w-72 shrink-0 flex-col border-r border-neutral-200 bg-white">
          <DocumentSidebar kind={kind} projectId={project.id} documents={data.siblings} currentId={document.id} canEdit={project.canEdit} />
          <div className="flex items-center justify-between px-4 pt-3 pb-1">
            <h2 className="text-xs font-semibold tracking-wide text-neutral-500 uppercase">Sections</h2>
            <button type="button" onClick={() => setInsertAt(sections.length)} className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-accent hover:bg-accent/5">
              <Plus aria-hidden className="size-3.5" /> Add section
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-4">
            {sections.length === 0 ? (
              <p className="px-2 py-6 text-center text-sm text-neutral-500">This {kindLabel.toLowerCase()} is empty. Add a first section to start.</p>
            ) : (
              <SectionStack sections={sections} selectedId={selectedId} modules={data.modules} actions={stackActions} />
            )}
          </div>
        </aside>
        <main className="min-w-0 flex-1 overflow-hidden p-4">
          <PreviewFrame device={device} title={`Preview of ${document.name}`} onKeyDown={onKeyDown}>
            <ImageSourcesProvider value={resolveImage}>
              <PreviewSections sections={sections} selectedId={selectedId} primary={project.primaryColor} typography={project.typography} context={context} modules={data.modules} onSelect={actions.select} />
            </ImageSourcesProvider>
          </PreviewFrame>
        </main>
        <aside aria-label="Section settings" className="w-96 shrink-0 overflow-y-auto border-l border-neutral-200 bg-white">
          <SectionPanel
            section={editor.selected}
            projectId={project.id}
            pages={pages}
            modules={data.modules}
            pickAsset={pickAsset}
            onChangeProp={actions.setProp}
            onChangeVariant={actions.setVariant}
          />
        </aside>
      </div>
      <SectionPicker open={insertAt !== null} primary={project.primaryColor} modules={kind === "page" ? data.modules : null} onClose={closePicker} onPick={pick} />
      {assetRequest ? <AssetPickerDialog projectId={project.id} onChoose={chooseAsset} /> : null}
      {project.canEdit ? (
        <DocumentModals
          modal={modal}
          search={search}
          addressPrefix={`${data.publicHost}/${project.id}/`}
          pages={kind === "page" ? dialogItems : null}
          modules={kind === "module" ? dialogItems : null}
          result={failure}
          beforeSubmit={beforeDocumentCommand}
        />
      ) : null}
      <Toaster position="bottom-center" richColors closeButton />
    </div>
  );
}
