import { SECTION_REGISTRY } from "~/features/sections/registry";
import type { ProjectContext } from "~/features/sections/project-context";
import { isSectionType } from "~/features/sections/section-types";
import type { EditorData } from "./editor-data";
import { isModuleReference, moduleIdOf, type EditorSection } from "./editor-section";

/** The anchors a visitor can jump to on the document: those of its shown sections, modules included. */
function anchorsOf(sections: readonly EditorSection[], modules: EditorData["modules"]): ProjectContext["anchors"] {
  return sections.flatMap((section) => {
    if (section.hidden) return [];
    if (isModuleReference(section)) return anchorsOf(modules.find((module) => module.id === moduleIdOf(section))?.sections.filter((inner) => !isModuleReference(inner)) ?? [], []);
    const anchor = section.props.anchor;
    if (typeof anchor !== "string" || anchor === "" || !isSectionType(section.type)) return [];
    return [{ anchor, label: SECTION_REGISTRY[section.type].label, type: section.type }];
  });
}

/** What a section added to this document now takes from its project (docs/product.md#section-defaults). */
export function projectContextOf(data: EditorData, sections: readonly EditorSection[]): ProjectContext {
  const home = data.pages.filter((page) => page.isHome);
  const others = data.pages.filter((page) => !page.isHome);
  return {
    siteName: data.project.name,
    pages: [...home, ...others].map((page) => ({ path: page.isHome ? "/" : `/${page.slug}`, title: page.name })),
    anchors: anchorsOf(sections, data.modules),
    contact: data.project.contact,
    socialLinks: data.project.socialLinks,
    language: data.project.language,
  };
}
