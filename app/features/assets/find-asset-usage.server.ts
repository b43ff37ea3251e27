import type { Db } from "~/access/project-access.server";
import type { AssetUsage } from "./asset-view";

// Sections reference a library image by `assetId`, and may also carry its /media address.
const ASSET_ID_REFERENCE = /"assetId"\s*:\s*"([A-Za-z0-9]+)"/g;
const MEDIA_REFERENCE = /\/media\/[A-Za-z0-9]+\/([A-Za-z0-9]+)\//g;

function referencedIds(content: unknown): Set<string> {
  const text = JSON.stringify(content);
  const ids = new Set<string>();
  for (const match of text.matchAll(ASSET_ID_REFERENCE)) ids.add(match[1] ?? "");
  for (const match of text.matchAll(MEDIA_REFERENCE)) ids.add(match[1] ?? "");
  return ids;
}

/**
 * Which pages, modules and project settings use which asset, found by scanning their stored
 * content. `projectId` must already be authorised by the caller.
 */
export async function findAssetUsage(db: Db, projectId: string): Promise<Map<string, AssetUsage[]>> {
  const [pages, modules, project, liveDocuments] = await Promise.all([
    db.selectFrom("pages").select(["id", "slug", "title", "sections"]).where("projectId", "=", projectId).orderBy("position").execute(),
    db.selectFrom("modules").select(["id", "slug", "name", "sections"]).where("projectId", "=", projectId).orderBy("slug").execute(),
    db.selectFrom("projects").select(["settings"]).where("id", "=", projectId).executeTakeFirst(),
    db
      .selectFrom("publishedDocuments")
      .innerJoin("projects", "projects.livePublicationId", "publishedDocuments.publicationId")
      .select("publishedDocuments.sections")
      .where("projects.id", "=", projectId)
      .execute(),
  ]);
  const usage = new Map<string, AssetUsage[]>();
  const add = (assetId: string, use: AssetUsage) => usage.set(assetId, [...(usage.get(assetId) ?? []), use]);
  for (const page of pages) {
    for (const id of referencedIds(page.sections)) add(id, { kind: "page", id: page.id, slug: page.slug, title: page.title });
  }
  for (const module of modules) {
    for (const id of referencedIds(module.sections)) add(id, { kind: "module", id: module.id, slug: module.slug, title: module.name });
  }
  // The live site shows what was published, which may differ from the pages as saved since.
  for (const id of referencedIds(liveDocuments.map((document) => document.sections))) add(id, { kind: "live", id: projectId, slug: "", title: "The live site" });
  const favicon = project?.settings.faviconAssetId;
  if (favicon) add(favicon, { kind: "settings", id: projectId, slug: "settings", title: "Favicon in the project settings" });
  return usage;
}

/** "the page “Home”, the module “Footer”": for messages that list where an asset is used. */
export function describeUsage(uses: readonly AssetUsage[]): string {
  const names = uses.map((use) => (use.kind === "settings" ? "the project's favicon" : use.kind === "live" ? "the live site" : `the ${use.kind} “${use.title}”`));
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
