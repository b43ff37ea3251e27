import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { compressBody } from "./compressed-body.server";

/** The origin a publication's documents were rendered for, as its robots.txt names it; null when it has none. */
function renderedOriginOf(robotsTxt: Buffer): string | null {
  const sitemap = /^Sitemap: (\S+)$/m.exec(robotsTxt.toString("utf8"))?.[1];
  if (!sitemap || !URL.canParse(sitemap)) return null;
  return new URL(sitemap).origin;
}

/**
 * Publications are rendered for the installation's public address (canonical links, `og:url`,
 * JSON-LD, share images, the sitemap and robots.txt name it). After a restore or a move under
 * another PUBLIC_URL, this rewrites every publication's documents to name the new origin, in place:
 * a publication is an immutable snapshot of what the partner published, so it keeps its number and
 * nothing is added to the project's history (docs/product.md#publishing). A publication's
 * documents change in one transaction, so it is either wholly moved or found again at the next
 * start. Returns how many publications were moved.
 */
export async function movePublicationsToPublicAddress(db: Kysely<Database>, origin: string): Promise<number> {
  const robots = await db.selectFrom("publishedDocuments").select(["publicationId", "body"]).where("path", "=", "robots.txt").execute();
  let moved = 0;
  for (const { publicationId, body } of robots) {
    const renderedOrigin = renderedOriginOf(body);
    if (!renderedOrigin || renderedOrigin === origin) continue;
    const documents = await db.selectFrom("publishedDocuments").select(["path", "contentType", "body"]).where("publicationId", "=", publicationId).execute();
    const rewrites: { path: string; text: string }[] = [];
    for (const document of documents) {
      // Icons are images: they never name an address.
      if (document.contentType.startsWith("image/")) continue;
      const text = document.body.toString("utf8");
      // Only a whole origin followed by a path: "http://host:80" never matches inside "http://host:8080/".
      const rewritten = text.replaceAll(`${renderedOrigin}/`, `${origin}/`);
      if (rewritten !== text) rewrites.push({ path: document.path, text: rewritten });
    }
    // Compressed before the transaction, so the write lock is held only for the writes.
    const bodies = await Promise.all(rewrites.map(async ({ path, text }) => ({ path, compressed: await compressBody(text) })));
    await db.transaction().execute(async (trx) => {
      for (const { path, compressed } of bodies) {
        await trx.updateTable("publishedDocuments").set(compressed).where("publicationId", "=", publicationId).where("path", "=", path).execute();
      }
    });
    moved += 1;
  }
  return moved;
}
