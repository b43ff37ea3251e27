import { memo, useMemo, useState, type ReactElement } from "react";
import { layOutSections, placeModuleSections, type PageBlock, type PlacedSection } from "~/features/sections/page-layout";
import { SECTION_REGISTRY } from "~/features/sections/registry";
import type { RenderContext } from "~/features/sections/render-context";
import { validateSection } from "~/features/sections/render-sections";
import { SiteFrame } from "~/features/sections/site-frame";
import type { TypefacePairingId } from "~/lib/site-typography";
import type { EditorSection } from "../editor-section";

type ModuleContent = { id: string; name: string; sections: EditorSection[] };

function renderOne({ section, headingLevel }: PlacedSection<EditorSection>, context: RenderContext): ReactElement | null {
  const result = validateSection(section);
  if (!result.ok) return null;
  const rendered = SECTION_REGISTRY[result.section.type].render(result.section.props, {
    id: result.section.id,
    variant: result.section.variant,
    context,
    headingLevel,
  });
  return rendered.ok ? rendered.element : null;
}

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
      : a.kind === "module" && b.kind === "module" && a.reference.props.moduleId === b.reference.props.moduleId && a.moduleSections === b.moduleSections;
  return sameBlock && before.moduleName === after.moduleName && before.selected === after.selected && before.context === after.context && before.onSelect === after.onSelect;
}

/**
 * One section of the preview. It renders again only when its own section object changes, and
 * while its content is invalid (a title one character too long) it keeps showing the last valid
 * render instead of disappearing.
 */
const PreviewSection = memo(function PreviewSection({
  block,
  moduleName,
  selected,
  context,
  onSelect,
}: PreviewSectionProps) {
  const rendered = useMemo(() => (block.kind === "section" ? renderOne(block.placed, context) : null), [block, context]);
  const [lastGood, setLastGood] = useState(rendered);
  if (rendered && rendered !== lastGood) setLastGood(rendered);
  let element: ReactElement | null = rendered ?? lastGood;
  let label: string | undefined;
  if (block.kind === "module") {
    label = block.moduleSections ? `Module: ${moduleName}` : "Missing module";
    element = block.moduleSections ? (
      <>
        {placeModuleSections(block.moduleSections.filter((section) => !section.hidden))
          .map((placed) => (
            <div key={placed.section.id}>{renderOne(placed, context)}</div>
          ))}
      </>
    ) : (
      <div className="p-8 text-center text-sm text-neutral-500">This module no longer exists.</div>
    );
  }
  const id = blockId(block);
  return (
    <div data-pw-section={id} data-selected={selected ? "" : undefined} data-pw-module={label} onClick={() => onSelect(id)}>
      {element}
    </div>
  );
}, samePreviewProps);

export function PreviewSections({
  sections,
  selectedId,
  primary,
  typography,
  context,
  modules,
  onSelect,
}: {
  sections: readonly EditorSection[];
  selectedId: string | null;
  primary: string;
  typography: TypefacePairingId;
  context: RenderContext;
  modules: readonly ModuleContent[];
  onSelect: (id: string) => void;
}) {
  const visible = useMemo(() => sections.filter((section) => !section.hidden), [sections]);
  const sectionsByModuleId = useMemo(() => new Map(modules.map((module) => [module.id, module.sections])), [modules]);
  const blocks = useMemo(() => layOutSections(visible, sectionsByModuleId), [visible, sectionsByModuleId]);
  return (
    <SiteFrame primary={primary} typography={typography} className="min-h-screen">
      {visible.length === 0 ? <div className="flex min-h-screen items-center justify-center p-10 text-center text-neutral-400">Add a section to start building.</div> : null}
      {blocks.map((block) => {
        const id = blockId(block);
        const moduleName = block.kind === "module" ? (modules.find((module) => module.id === block.reference.props.moduleId)?.name ?? "") : "";
        return <PreviewSection key={id} block={block} moduleName={moduleName} selected={id === selectedId} context={context} onSelect={onSelect} />;
      })}
    </SiteFrame>
  );
}
