import type { StoredSection } from "../../../db/stored-values";
import { SECTION_REGISTRY } from "~/features/sections/registry";
import type { ProjectContext } from "~/features/sections/project-context";
import type { SectionType, Variant } from "~/features/sections/section-types";
import { randomString } from "~/lib/random-string";
import { MODULE_REFERENCE_TYPE } from "~/features/sections/module-reference";

/** A section as the editor holds it: the stored envelope, props already upgraded and filled in. */
export type EditorSection = StoredSection;

export type DocumentKind = "page" | "module";

export function newSectionId(): string {
  return randomString(12);
}

/** A new section filled from the project it is added to (docs/product.md#section-defaults). */
export function createSection(type: SectionType, variant: Variant, project: ProjectContext, id = newSectionId()): EditorSection {
  return { id, type, variant, props: SECTION_REGISTRY[type].defaults(project), version: SECTION_REGISTRY[type].version };
}

export function createModuleReference(moduleId: string, id = newSectionId()): EditorSection {
  return { id, type: MODULE_REFERENCE_TYPE, variant: "default", props: { moduleId } };
}

export function isModuleReference(section: EditorSection): boolean {
  return section.type === MODULE_REFERENCE_TYPE;
}

export function moduleIdOf(section: EditorSection): string {
  const moduleId = section.props.moduleId;
  return typeof moduleId === "string" ? moduleId : "";
}
