import { validateSection } from "~/features/sections/render-sections";
import type { ContactContent } from "~/features/sections/contact/schema";
import type { Variant } from "~/features/sections/section-types";
import { projectKey, type Db } from "~/access/project-access.server";
import type { LeadSourceKind } from "../../../db/schema";
import type { ProjectSettings, StoredSection } from "../../../db/stored-values";
import { isSiteLanguageTag, siteLanguageOf } from "~/lib/site-languages";

export type PublishedContactSection = { id: string; variant: Variant; content: ContactContent };

type PublishedSource = {
  kind: LeadSourceKind;
  slug: string;
  /** The public address visitors saw the form at. */
  href: string;
  /** That address below the project, as the inbox labels leads: "/" for the home page, "/about", "/join/module". */
  path: string;
  /** The language the document was published in, which its leads keep; null when it says none of the listed ones. */
  language: string | null;
  sections: ReadonlyMap<string, PublishedContactSection>;
};

export type PublishedForm = {
  project: { id: string; name: string; primaryColor: string; settings: ProjectSettings };
  publicationId: string;
  source: Omit<PublishedSource, "sections">;
  section: PublishedContactSection;
};

// A page's slug, a module's `{slug}/module`, or a page in a language the site adds, `{language}/{slug}` (docs/product.md#several-languages).
const SOURCE_PATH = /^[A-Za-z0-9][A-Za-z0-9-]*(?:\/[A-Za-z0-9][A-Za-z0-9-]*)?$/;
const CACHE_LIMIT = 2_000;

// Publications never change once written, so what one document published is cached for good.
const sourcesByDocument = new Map<string, Promise<PublishedSource | null>>();

/**
 * Which publication is live changes on publish, so projects are cached only briefly: a form
 * keeps taking leads for at most this long after its project went offline, and the hot path
 * of a busy form needs no read at all (on SQLite, reads would queue behind the lead commits).
 */
const PROJECT_CACHE_MS = 1_000;
type LiveProject = { id: string; name: string; primaryColor: string; settings: ProjectSettings; livePublicationId: string | null };
const projectsByDb = new WeakMap<Db, Map<string, { expires: number; project: Promise<LiveProject | undefined> }>>();

function liveProject(db: Db, projectId: string, fresh = false): Promise<LiveProject | undefined> {
  const now = Date.now();
  let projects = projectsByDb.get(db);
  if (!projects) {
    projects = new Map();
    projectsByDb.set(db, projects);
  }
  const cached = projects.get(projectId);
  if (cached && cached.expires > now && !fresh) return cached.project;
  if (projects.size >= CACHE_LIMIT) projects.clear();
  const project = db.selectFrom("projects").select(["id", "name", "primaryColor", "settings", "livePublicationId"]).where("id", "=", projectId).executeTakeFirst();
  project.catch(() => projects.delete(projectId));
  projects.set(projectId, { expires: now + PROJECT_CACHE_MS, project });
  return project;
}

function contactSections(sections: readonly StoredSection[]): Map<string, PublishedContactSection> {
  const found = new Map<string, PublishedContactSection>();
  for (const raw of sections) {
    const result = validateSection(raw);
    if (result.ok && result.section.type === "contact" && !result.section.hidden) {
      found.set(result.section.id, { id: result.section.id, variant: result.section.variant, content: result.section.props as ContactContent });
    }
  }
  return found;
}

/** How every page and module document starts (site-document.server.tsx): its language is the root's `lang`. */
const DOCUMENT_LANGUAGE = /^<!doctype html><html lang="([^"]{1,35})"/;

/**
 * The language a document was published in: kept beside it, or for a document published before
 * it was (decision 0054 made every document say one), what its `<html lang>` says.
 */
async function publishedLanguage(db: Db, publicationId: string, path: string, kept: string | null): Promise<string | null> {
  if (kept) return kept;
  const document = await db.selectFrom("publishedDocuments").select("body").where("publicationId", "=", publicationId).where("path", "=", path).executeTakeFirst();
  const tag = document ? DOCUMENT_LANGUAGE.exec(Buffer.from(document.body.subarray(0, 100)).toString("latin1"))?.[1] : undefined;
  return tag && isSiteLanguageTag(tag) ? siteLanguageOf(tag).tag : null;
}

async function loadSource(db: Db, projectId: string, publicationId: string, path: string): Promise<PublishedSource | null> {
  const document = await db
    .selectFrom("publishedDocuments")
    .select(["sourceKind", "sourceId", "sourceVersion", "sections", "language"])
    .where("publicationId", "=", publicationId)
    .where("path", "=", path)
    .executeTakeFirst();
  if (!document?.sourceId || (document.sourceKind !== "page" && document.sourceKind !== "module")) return null;
  const kind = document.sourceKind;
  const table = kind === "page" ? "pages" : "modules";
  const current = await db.selectFrom(table).select(["slug", "version", "sections"]).where("id", "=", document.sourceId).executeTakeFirst();
  // Documents published before the sections were kept beside them: the current version is what
  // was published only if it has not been saved since.
  const sections = document.sections ?? (current && current.version === document.sourceVersion ? current.sections : null);
  if (!sections) return null;
  const slug = kind === "module" ? path.replace(/\/module$/, "") : path;
  let href = kind === "module" ? `/${projectId}/${slug}/module` : `/${projectId}/${slug}`;
  if (kind === "page") {
    // A home page's form names its slug; visitors saw it at the site's root, or at its language's (`fr` for `fr/accueil`).
    const language = path.includes("/") ? path.slice(0, path.indexOf("/")) : "";
    const home = await db.selectFrom("publishedDocuments").select("sourceId").where("publicationId", "=", publicationId).where("path", "=", language).executeTakeFirst();
    if (home?.sourceId === document.sourceId) href = language ? `/${projectId}/${language}` : `/${projectId}`;
  }
  const language = await publishedLanguage(db, publicationId, path, document.language);
  return { kind, slug, href, path: href.slice(projectId.length + 1) || "/", language, sections: contactSections(sections) };
}

function cachedSource(db: Db, projectId: string, publicationId: string, path: string): Promise<PublishedSource | null> {
  const key = `${publicationId}\n${path}`;
  let source = sourcesByDocument.get(key);
  if (!source) {
    if (sourcesByDocument.size >= CACHE_LIMIT) sourcesByDocument.delete(sourcesByDocument.keys().next().value ?? "");
    source = loadSource(db, projectId, publicationId, path);
    source.catch(() => sourcesByDocument.delete(key));
    sourcesByDocument.set(key, source);
  }
  return source;
}

/**
 * The contact section a lead was sent from, as the project's live publication shows it at `from`
 * (a page slug, "{module}/module" or "{language}/{slug}"); null when the project, the publication, the page or the
 * section is not live, so only forms visitors can actually see take leads.
 */
export async function findPublishedForm(db: Db, input: { projectId: string; from: string; sectionId: string }, fresh = false): Promise<PublishedForm | null> {
  if (!SOURCE_PATH.test(input.from)) return null;
  const project = await liveProject(db, projectKey(input.projectId), fresh);
  if (!project?.livePublicationId) return null;
  const source = await cachedSource(db, project.id, project.livePublicationId, input.from.toLowerCase());
  const section = source?.sections.get(input.sectionId);
  // A form published within the project's cache time is looked for again in the live publication, so its first lead is not refused.
  if (!source || !section) return fresh ? null : findPublishedForm(db, input, true);
  const { sections: _sections, ...sourceInfo } = source;
  return {
    project: { id: project.id, name: project.name, primaryColor: project.primaryColor, settings: project.settings },
    publicationId: project.livePublicationId,
    source: sourceInfo,
    section,
  };
}
