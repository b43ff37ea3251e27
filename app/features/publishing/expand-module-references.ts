import { moduleReferenceSchema } from "~/features/projects/section-list-rules";

/**
 * Puts each module reference of a page in place of the module's sections as they are now, so a
 * publication is a consistent snapshot (docs/decisions/0008-module-references.md). A reference to
 * a missing module, or a hidden one, renders nothing. Module sections keep their own ids,
 * prefixed by the reference's, so a module used twice on a page still has unique ids.
 */
export function expandModuleReferences(sections: readonly unknown[], modulesById: ReadonlyMap<string, readonly unknown[]>): unknown[] {
  return sections.flatMap((raw) => {
    const reference = moduleReferenceSchema.safeParse(raw);
    if (!reference.success) return [raw];
    if (reference.data.hidden) return [];
    const moduleSections = modulesById.get(reference.data.props.moduleId) ?? [];
    return moduleSections.map((section) =>
      section && typeof section === "object" && "id" in section && typeof section.id === "string"
        ? { ...section, id: `${reference.data.id}-${section.id}` }
        : section,
    );
  });
}
