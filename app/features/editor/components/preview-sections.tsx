import { memo, useMemo, useState, type ReactElement } from "react";
import { layOutSections, type PageBlock } from "~/features/sections/page-layout";
import { withUniqueAnchors } from "~/features/sections/unique-anchors";
import { visitorTextsOfSite, type VisitorTextOverrides } from "~/lib/visitor-texts/visitor-texts";
import { renderContextForDocument, type RenderContext } from "~/features/sections/render-context";
import { renderBlock, validateSection } from "~/features/sections/render-sections";
import { SiteBody } from "~/features/sections/site-body";
import type { DocumentKind, EditorSection } from "../editor-section";
import { withBrokenLinksAsText } from "../rich-text-links";
import type { TypefacePairingId } from "~/lib/site-typography";

type ModuleContent = { id: string; name: string; sections: EditorSection[] };

// The preview shows a section that cannot render as the published page does: not at all. While
// a field is being typed it keeps the last good render instead (see PreviewSection).
const ignoreProblem = () => undefined;

/** A section with a rich-text link that goes nowhere still previews, the link as plain text, while its field says what is wrong. */
function previewable(section: EditorSection): EditorSection {
  const known = previewableBySection.get(section);
  if (known) return known;
  let result = section;
  if (!validateSection(section).ok) {
    const withLinksAsText = { ...section, props: withBrokenLinksAsText(section.props) as EditorSection["props"] };
    if (validateSection(withLinksAsText).ok) result = withLinksAsText;
  }
  previewableBySection.set(section, result);
  return result;
}

// Sections are immutable and replaced on edit, so a section's previewable form is worked out once.
const previewableBySection = new WeakMap<EditorSection, EditorSection>();

function blockId(block: PageBlock<EditorSection>): string {
  return block.kind === "section" ? block.placed.section.id : block.reference.id;
}

type PreviewSectionProps = { block: PageBlock<EditorSection>; moduleName: string; selected: boolean; context: RenderContext; onSelect: (id: string) => void };

/** Blocks are laid out anew on every edit; a block is the same when what it renders from is. */
function samePreviewProps(before: PreviewSectionProps, after: PreviewSectionProps): boolean {
  const a = before.block;
  const b = after.block;
  const sameBlock =
    a.kind === "section" && b.kind === "section"
      ? a.placed.section === b.placed.section && a.placed.headingLevel === b.placed.headingLevel
      : a.kind === "module" && b.kind === "module" && a.reference.id === b.reference.id && a.reference.props.moduleId === b.reference.props.moduleId && a.moduleSections === b.moduleSections;
  return sameBlock && before.moduleName === after.moduleName && before.selected === after.selected && before.context === after.context && before.onSelect === after.onSelect;
}

/**
 * One block of the preview: what the published page shows (`renderBlock`), inside the editor's
 * chrome (the element that marks, selects and labels it; `data-pw-chrome` marks what only the
 * editor shows). It renders again only when its own section object changes, and while its content
 * is invalid (a title one character too long) it keeps showing the last valid render instead of
 * disappearing.
 */
const PreviewSection = memo(function PreviewSection({ block, moduleName, selected, context, onSelect }: PreviewSectionProps) {
  const rendered = useMemo(() => renderBlock(block, { context, onProblem: ignoreProblem }), [block, context]);
  const [lastGood, setLastGood] = useState(rendered);
  if (rendered && rendered !== lastGood) setLastGood(rendered);
  let element: ReactElement | null = rendered ?? lastGood;
  let label: string | undefined;
  if (block.kind === "module") {
    label = block.moduleSections ? `Module: ${moduleName}` : "Missing module";
    if (!block.moduleSections) {
      element = (
        <div data-pw-chrome="" className="p-8 text-center text-sm text-neutral-600">
          This module no longer exists.
        </div>
      );
    }
  }
  const id = blockId(block);
  return (
    <div data-pw-section={id} data-selected={selected ? "" : undefined} data-pw-module={label} onClick={() => onSelect(id)}>
      {element}
    </div>
  );
}, samePreviewProps);

const NO_OVERRIDES: VisitorTextOverrides = {};

/** The editor's preview of a page or module: the published body, each block in the editor's chrome. */
export function PreviewSections({
  kind,
  slug,
  projectId,
  language = "en",
  pageLanguage,
  visitorTexts = NO_OVERRIDES,
  sections,
  selectedId,
  primary,
  exactPrimary,
  typography,
  modules,
  onSelect,
}: {
  kind: DocumentKind;
  slug: string;
  projectId: string;
  /** The site's language and the partner's own wording of the product's texts, as the published page says them. */
  language?: string;
  pageLanguage?: string | undefined;
  visitorTexts?: VisitorTextOverrides;
  sections: readonly EditorSection[];
  selectedId: string | null;
  primary: string;
  exactPrimary?: boolean;
  typography: TypefacePairingId;
  modules: readonly ModuleContent[];
  onSelect: (id: string) => void;
}) {
  const context = useMemo(() => renderContextForDocument(projectId, { kind, slug }, visitorTextsOfSite({ language, visitorTexts }, pageLanguage)), [projectId, kind, slug, language, pageLanguage, visitorTexts]);
  const visible = useMemo(() => sections.filter((section) => !section.hidden).map(previewable), [sections]);
  const sectionsByModuleId = useMemo(() => new Map(modules.map((module) => [module.id, module.sections.map(previewable)])), [modules]);
  // The preview numbers repeated anchors as the published page does, so it shows what will be published.
  const blocks = useMemo(() => withUniqueAnchors(layOutSections(visible, sectionsByModuleId)), [visible, sectionsByModuleId]);
  const placeholder = (
    <div data-pw-chrome="" className="flex min-h-screen items-center justify-center p-10 text-center text-neutral-600">
      Add a section to start building.
    </div>
  );
  return (
    <SiteBody kind={kind} primary={primary} exactPrimary={exactPrimary} typography={typography} blocks={blocks} placeholder={placeholder} skipLabel={context.texts.text("skipToContent")}>
      {(block) => {
        const id = blockId(block);
        const moduleName = block.kind === "module" ? (modules.find((module) => module.id === block.reference.props.moduleId)?.name ?? "") : "";
        return <PreviewSection block={block} moduleName={moduleName} selected={id === selectedId} context={context} onSelect={onSelect} />;
      }}
    </SiteBody>
  );
}
