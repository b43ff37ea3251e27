import { memo, useMemo, useState, type ReactElement } from "react";
import { SECTION_REGISTRY } from "~/features/sections/registry";
import type { RenderContext } from "~/features/sections/render-context";
import { validateSection } from "~/features/sections/render-sections";
import { isSectionType } from "~/features/sections/section-types";
import { SiteFrame } from "~/features/sections/site-frame";
import { isModuleReference, moduleIdOf, type EditorSection } from "../editor-section";

type ModuleContent = { id: string; name: string; sections: EditorSection[] };

function renderOne(section: EditorSection, context: RenderContext, headingLevel: 1 | 2): ReactElement | null {
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

/**
 * One section of the preview. It renders again only when its own section object changes, and
 * while its content is invalid (a title one character too long) it keeps showing the last valid
 * render instead of disappearing.
 */
const PreviewSection = memo(function PreviewSection({
  section,
  selected,
  headingLevel,
  context,
  modules,
  onSelect,
}: {
  section: EditorSection;
  selected: boolean;
  headingLevel: 1 | 2;
  context: RenderContext;
  modules: readonly ModuleContent[];
  onSelect: (id: string) => void;
}) {
  const module = isModuleReference(section) ? (modules.find((entry) => entry.id === moduleIdOf(section)) ?? null) : undefined;
  const rendered = useMemo(() => (module === undefined ? renderOne(section, context, headingLevel) : null), [module, section, context, headingLevel]);
  const [lastGood, setLastGood] = useState(rendered);
  if (rendered && rendered !== lastGood) setLastGood(rendered);
  let element: ReactElement | null = rendered ?? lastGood;
  let label: string | undefined;
  if (module !== undefined) {
    label = module ? `Module: ${module.name}` : "Missing module";
    element = module ? (
      <>
        {module.sections
          .filter((inner) => !inner.hidden)
          .map((inner) => (
            <div key={inner.id}>{renderOne(inner, context, 2)}</div>
          ))}
      </>
    ) : (
      <div className="p-8 text-center text-sm text-neutral-500">This module no longer exists.</div>
    );
  }
  return (
    <div data-pw-section={section.id} data-selected={selected ? "" : undefined} data-pw-module={label} onClick={() => onSelect(section.id)}>
      {element}
    </div>
  );
});

export function PreviewSections({
  sections,
  selectedId,
  primary,
  context,
  modules,
  onSelect,
}: {
  sections: readonly EditorSection[];
  selectedId: string | null;
  primary: string;
  context: RenderContext;
  modules: readonly ModuleContent[];
  onSelect: (id: string) => void;
}) {
  const visible = sections.filter((section) => !section.hidden);
  const leadIndex = visible.findIndex((section) => isSectionType(section.type) && SECTION_REGISTRY[section.type].leadsPage);
  return (
    <SiteFrame primary={primary} className="min-h-screen">
      {visible.length === 0 ? <div className="flex min-h-screen items-center justify-center p-10 text-center text-neutral-400">Add a section to start building.</div> : null}
      {visible.map((section, index) => (
        <PreviewSection
          key={section.id}
          section={section}
          selected={section.id === selectedId}
          headingLevel={index === leadIndex ? 1 : 2}
          context={context}
          modules={modules}
          onSelect={onSelect}
        />
      ))}
    </SiteFrame>
  );
}
