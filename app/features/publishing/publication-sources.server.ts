import { createHash } from "node:crypto";
import type { Db } from "~/access/project-access.server";
import type { ChangeSummary, PageSeo, ProjectSettings, SourceChange, SourceFingerprint, SourceFingerprints, StoredSection } from "../../../db/stored-values";
import type { SiteRedirect } from "~/lib/site-rules";

/** Everything of a project that a publication is rendered from, as publishing reads it. */
export type PublishSources = {
  project: { id: string; name: string; primaryColor: string; settings: ProjectSettings; homePageId: string | null };
  pages: { id: string; slug: string; title: string; seo: PageSeo; sections: StoredSection[]; version: number; updated: Date }[];
  /** `embedHosts`: where the module may be embedded, null for anywhere (decision 0043). */
  modules: { id: string; slug: string; name: string; sections: StoredSection[]; version: number; embedHosts: string[] | null }[];
  /** The redirects and the chosen not-found page (docs/product.md#redirects), which a publication copies. */
  siteRules: { redirects: SiteRedirect[]; notFoundPageId: string | null };
  /** Each page's version in each language the site adds (decision 0055), whether that language is published or not. */
  localizations: LocalizationSource[];
};

/** A page's version in one added language: its address, title, SEO texts and words by section id and text path. */
export type LocalizationSource = {
  pageId: string;
  language: string;
  slug: string;
  title: string;
  seo: Omit<PageSeo, "language">;
  texts: Record<string, Record<string, unknown>>;
  updated: Date;
};

export async function readPublishSources(db: Db, projectId: string): Promise<Omit<PublishSources, "project">> {
  const [pages, modules, redirects, project, localizations] = await Promise.all([
    db.selectFrom("pages").select(["id", "slug", "title", "seo", "sections", "version", "updated"]).where("projectId", "=", projectId).orderBy("position").execute(),
    db.selectFrom("modules").select(["id", "slug", "name", "sections", "version", "embedHosts"]).where("projectId", "=", projectId).orderBy("slug").execute(),
    db.selectFrom("projectRedirects").select(["fromPath", "toTarget", "status"]).where("projectId", "=", projectId).orderBy("fromPath").execute(),
    db.selectFrom("projects").select("notFoundPageId").where("id", "=", projectId).executeTakeFirst(),
    db.selectFrom("pageLocalizations").select(["pageId", "language", "slug", "title", "seo", "texts", "updated"]).where("projectId", "=", projectId).orderBy("pageId").orderBy("language").execute(),
  ]);
  const siteRules = {
    redirects: redirects.map((row): SiteRedirect => ({ from: row.fromPath, to: row.toTarget, status: Number(row.status) === 302 ? 302 : 301 })),
    notFoundPageId: project?.notFoundPageId ?? null,
  };
  return { pages, modules, siteRules, localizations };
}

// PostgreSQL's jsonb keeps keys in its own order, so the same content must hash the same whatever
// the order its keys come back in.
function hashOf(value: unknown): string {
  const canonical = JSON.stringify(value, (_key, entry: unknown) =>
    entry && typeof entry === "object" && !Array.isArray(entry) ? Object.fromEntries(Object.entries(entry).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : entry,
  );
  return createHash("sha256").update(canonical).digest("base64url");
}

/**
 * Each page's versions in the published languages, by page id: what visitors read of a
 * translation. A language not published, or being translated, is no change to publish.
 */
function publishedVersionsOf(settings: ProjectSettings, localizations: readonly LocalizationSource[]) {
  const published = new Set((settings.languages ?? []).filter((added) => added.published).map((added) => added.tag));
  const versions = new Map<string, { language: string; slug: string; title: string; seo: LocalizationSource["seo"]; texts: LocalizationSource["texts"] }[]>();
  for (const { pageId, language, slug, title, seo, texts } of [...localizations].sort((a, b) => (a.language < b.language ? -1 : a.language > b.language ? 1 : 0))) {
    if (published.has(language)) versions.set(pageId, [...(versions.get(pageId) ?? []), { language, slug, title, seo, texts }]);
  }
  return versions;
}

/**
 * What a publication of these sources would be made from. Left out: the order of pages (it only
 * orders the sitemap) and the lead notification address (a setting of the inbox, not of the site).
 * The languages the site adds are settings; a page's versions in the published ones are the page's.
 */
export function fingerprintSources({ project, pages, modules, siteRules, localizations }: PublishSources): SourceFingerprints {
  const { leadNotificationEmail: _notInTheSite, ...siteSettings } = project.settings;
  // Only when set, so sites without them keep the fingerprints they were published with.
  const rules = {
    ...(siteRules.redirects.length > 0 ? { redirects: siteRules.redirects } : {}),
    ...(siteRules.notFoundPageId ? { notFoundPageId: siteRules.notFoundPageId } : {}),
  };
  const versions = publishedVersionsOf(project.settings, localizations);
  // A page's versions only when it has some, so sites with one language keep the fingerprints they were published with.
  const pageHash = (page: PublishSources["pages"][number]) => {
    const published = versions.get(page.id);
    return hashOf({ slug: page.slug, title: page.title, seo: page.seo, sections: page.sections, ...(published ? { versions: published } : {}) });
  };
  return {
    settings: hashOf({ name: project.name, primaryColor: project.primaryColor, settings: siteSettings, homePageId: project.homePageId, ...rules }),
    pages: Object.fromEntries(pages.map((page) => [page.id, { name: page.title, hash: pageHash(page) }])),
    // Where a module may be embedded is baked into its document; only when set, so modules without a list keep their fingerprints.
    modules: Object.fromEntries(
      modules.map((module) => [
        module.id,
        { name: module.name, hash: hashOf({ slug: module.slug, name: module.name, sections: module.sections, ...(module.embedHosts ? { embedHosts: module.embedHosts } : {}) }) },
      ]),
    ),
  };
}

function changesOf(before: Record<string, SourceFingerprint>, after: Record<string, SourceFingerprint>): SourceChange[] {
  const changes: SourceChange[] = [];
  for (const [id, now] of Object.entries(after)) {
    const then = before[id];
    if (!then) changes.push({ name: now.name, change: "added" });
    else if (then.hash !== now.hash) changes.push({ name: now.name, change: "changed" });
  }
  for (const [id, then] of Object.entries(before)) if (!after[id]) changes.push({ name: then.name, change: "removed" });
  return changes;
}

/** What publishing `current` would change on a site that shows `live` (null: nothing published yet). */
export function summariseChanges(live: SourceFingerprints | null, current: SourceFingerprints): ChangeSummary {
  if (!live) return { first: true, settings: false, pages: [], modules: [] };
  return { first: false, settings: live.settings !== current.settings, pages: changesOf(live.pages, current.pages), modules: changesOf(live.modules, current.modules) };
}

export function changesNothing(summary: ChangeSummary): boolean {
  return !summary.first && !summary.settings && summary.pages.length === 0 && summary.modules.length === 0;
}
