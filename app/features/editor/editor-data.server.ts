import { typefacePairingOf } from "~/lib/site-typography";
import { libraryImageSourcesById } from "~/features/publishing/library-images.server";
import { validateSection } from "~/features/sections/render-sections";
import { getModule } from "~/features/projects/get-module.server";
import { getPage } from "~/features/projects/get-page.server";
import { getProject } from "~/features/projects/get-project.server";
import type { Actor, Db } from "~/access/project-access.server";
import { MODULE_REFERENCE_TYPE } from "~/features/sections/module-reference";
import type { EditorData } from "./editor-data";
import type { DocumentKind, EditorSection } from "./editor-section";

/** Stored sections upgraded to the current version with defaults filled in, as the panels edit them. */
function editable(sections: readonly EditorSection[]): EditorSection[] {
  return sections.map((stored) => {
    if (stored.type === MODULE_REFERENCE_TYPE) return stored;
    const result = validateSection(stored);
    return result.ok ? result.section : stored;
  });
}

export async function loadEditorData(db: Db, actor: Actor, input: { projectId: string; kind: DocumentKind; slug: string; publicHost: string }): Promise<EditorData> {
  const overview = await getProject(db, actor, { projectId: input.projectId });
  const { project } = overview;
  const document =
    input.kind === "page"
      ? await getPage(db, actor, { projectId: project.id, slug: input.slug }).then((page) => ({ ...page, name: page.title }))
      : await getModule(db, actor, { projectId: project.id, slug: input.slug });
  const moduleRows = await db.selectFrom("modules").select(["id", "slug", "name", "sections"]).where("projectId", "=", project.id).orderBy("slug").execute();
  const pages = overview.pages.map((page) => ({ id: page.id, slug: page.slug, name: page.title, isHome: page.isHome, version: page.version }));
  const images = await libraryImageSourcesById(db, project.id, [...document.sections, ...moduleRows.flatMap((row) => row.sections)]);
  const modules = overview.modules.map((found) => ({ id: found.id, slug: found.slug, name: found.name, isHome: false, version: found.version }));
  return {
    kind: input.kind,
    project: { id: project.id, name: project.name, primaryColor: project.primaryColor, typography: typefacePairingOf(project.settings.typography), canEdit: overview.canEdit },
    document: { id: document.id, slug: document.slug, name: document.name, version: document.version, sections: editable(document.sections) },
    siblings: input.kind === "page" ? pages : modules,
    pages: pages.map(({ slug, name, isHome }) => ({ slug, name, isHome })),
    modules: moduleRows.map((row) => ({ id: row.id, slug: row.slug, name: row.name, sections: editable(row.sections) })),
    images,
    publicHost: input.publicHost,
  };
}
