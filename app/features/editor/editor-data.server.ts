import type { Db } from "~/access/project-access.server";
import type { ProjectSettings } from "../../../db/stored-values";
import { typefacePairingOf } from "~/lib/site-typography";
import { siteLanguageOf } from "~/lib/site-languages";
import { validateSection } from "~/features/sections/render-sections";
import { MODULE_REFERENCE_TYPE } from "~/features/sections/module-reference";
import type { ResolvedImageSources } from "~/features/sections/shared/image-sources";
import type { EditorData, EditorDocument } from "./editor-data";
import type { DocumentKind, EditorSection } from "./editor-section";

/** Stored sections upgraded to the current version with defaults filled in, as the panels edit them. */
function editable(sections: readonly EditorSection[]): EditorSection[] {
  return sections.map((stored) => {
    if (stored.type === MODULE_REFERENCE_TYPE) return stored;
    const result = validateSection(stored);
    return result.ok ? result.section : stored;
  });
}

type ModuleContent = { id: string; slug: string; name: string; sections: EditorSection[] };

/** Every module of a project the gate has let through, with its sections, in slug order. */
export function listModuleContents(db: Db, projectId: string): Promise<ModuleContent[]> {
  return db.selectFrom("modules").select(["id", "slug", "name", "sections"]).where("projectId", "=", projectId).orderBy("slug").execute();
}

/** What the editor's route has read: the project with its pages and modules, and the open document. */
export type EditorReads = {
  kind: DocumentKind;
  project: { id: string; name: string; primaryColor: string; settings: ProjectSettings };
  canEdit: boolean;
  /** Why the actor cannot change the document, shown above a read-only editor. */
  readOnlyReason: string;
  pages: ReadonlyArray<{ id: string; slug: string; title: string; isHome: boolean; version: number }>;
  moduleSummaries: ReadonlyArray<{ id: string; slug: string; name: string; version: number }>;
  document: EditorDocument;
  modules: readonly ModuleContent[];
  /** The resized variants of the library images the document and the modules show, by asset id. */
  images: Record<string, ResolvedImageSources>;
  publicHost: string;
  recentEditor: string | null;
};

/** The editor's data from what its route has read. */
export function editorData(read: EditorReads): EditorData {
  const { kind, project, document } = read;
  const pages = read.pages.map((page) => ({ id: page.id, slug: page.slug, name: page.title, isHome: page.isHome, version: page.version }));
  const modules = read.moduleSummaries.map((found) => ({ id: found.id, slug: found.slug, name: found.name, isHome: false, version: found.version }));
  return {
    kind,
    project: {
      id: project.id,
      name: project.name,
      primaryColor: project.primaryColor,
      isPrimaryExact: project.settings.isPrimaryExact === true,
      typography: typefacePairingOf(project.settings.typography),
      language: siteLanguageOf(project.settings.language).tag,
      visitorTexts: project.settings.visitorTexts ?? {},
      canEdit: read.canEdit,
      readOnlyReason: read.readOnlyReason,
      contact: { email: project.settings.contactEmail ?? "", phone: project.settings.contactPhone ?? "", address: project.settings.contactAddress ?? "" },
      socialLinks: project.settings.socialLinks,
    },
    document: { id: document.id, slug: document.slug, name: document.name, version: document.version, sections: editable(document.sections), ...("seo" in document && document.seo ? { seo: document.seo } : {}) },
    siblings: kind === "page" ? pages : modules,
    pages: pages.map(({ slug, name, isHome }) => ({ slug, name, isHome })),
    modules: read.modules.map((row) => ({ id: row.id, slug: row.slug, name: row.name, sections: editable(row.sections) })),
    images: read.images,
    publicHost: read.publicHost,
    recentEditor: read.recentEditor,
  };
}
