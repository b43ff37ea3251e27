import type { Db } from "~/access/project-access.server";

/** The first of `{slug}-b`, `{slug}-b-2`… that no page of the project has in `language`. */
async function freeSlugIn(db: Db, projectId: string, language: string, base: string): Promise<string> {
  const taken = new Set(
    (await db.selectFrom("pageLocalizations").select("slug").where("projectId", "=", projectId).where("language", "=", language).where("slug", "like", `${base}%`).execute()).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let index = 2; ; index++) if (!taken.has(`${base}-${index}`)) return `${base}-${index}`;
}

/**
 * A variant copy of a page gets the page's version in each language the site adds (decision 0055),
 * so the partner changes the copy's words in every language and the test runs in each: its
 * visitors are split alike whatever language they read (docs/product.md#ab-tests).
 */
export async function copyLocalizationsToVariant(trx: Db, projectId: string, pageId: string, copy: { id: string; label: string }, now: Date): Promise<void> {
  const versions = await trx.selectFrom("pageLocalizations").selectAll().where("pageId", "=", pageId).execute();
  for (const version of versions) {
    await trx
      .insertInto("pageLocalizations")
      .values({
        ...version,
        pageId: copy.id,
        slug: await freeSlugIn(trx, projectId, version.language, `${version.slug}-${copy.label.toLowerCase()}`.slice(0, 60)),
        title: `${version.title} (${copy.label})`,
        version: 1,
        created: now,
        updated: now,
      })
      .execute();
  }
}

/** A promoted copy's words in each language become the page's, as its sections do. */
export async function promoteVariantLocalizations(trx: Db, pageId: string, copyId: string, now: Date, actorId: string): Promise<void> {
  const versions = await trx.selectFrom("pageLocalizations").select(["language", "texts", "translatedAt"]).where("pageId", "=", copyId).execute();
  for (const version of versions) {
    const page = await trx.selectFrom("pageLocalizations").select("version").where("pageId", "=", pageId).where("language", "=", version.language).executeTakeFirst();
    if (!page) continue;
    await trx
      .updateTable("pageLocalizations")
      .set({ texts: version.texts, translatedAt: version.translatedAt ?? now, version: page.version + 1, updated: now, updatedBy: actorId })
      .where("pageId", "=", pageId)
      .where("language", "=", version.language)
      .execute();
  }
}
