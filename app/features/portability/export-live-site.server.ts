import { SITE_RULES_DOCUMENT_PATH } from "~/lib/site-rules";
import { createRequire } from "node:module";
import { readFile } from "node:fs/promises";
import { Readable } from "node:stream";
import yazl from "yazl";
import { requireOwnedProject, type Actor, type Db } from "~/access/project-access.server";
import { AppError } from "~/lib/app-error";
import { SITE_FONT_FILES } from "~/lib/site-typography";
import { sitemapWithout } from "~/lib/sitemap-entries";
import type { PagewrightLoadContext } from "~/load-context";
import { relativeSiteLinks, staticFileOf, staticRobots, staticManifest, staticSitemap } from "./relative-site-links";

type AssetStorage = PagewrightLoadContext["storage"];

export const NOT_PUBLISHED_MESSAGE = "This project is not published, so there is no live site to download. Publish it first.";
export const WHOLE_SITE_PROTECTED_MESSAGE = "The whole site asks for a password, so there is no public copy to download. Remove the password first.";
export const BAD_BASE_MESSAGE = "The address the copy will live at must be a full http(s) address, such as https://www.example.com/.";

const require = createRequire(import.meta.url);

function readMe(origin: string, projectId: string, base: string | undefined): string {
  return [
    "This folder is the live site of a Pagewright project, as plain files.",
    "",
    "Serve it with any static web server (nginx, Caddy, S3, GitHub Pages...) from any folder: every link",
    "between its pages is relative. index.html is the home page, each page is <slug>.html, modules are",
    "in modules/, images in media/ and fonts in site-fonts/.",
    "",
    `Contact forms still send to ${origin}/api/leads/${projectId}. That installation accepts them only from`,
    "web addresses it counts as its own; on any other address a visitor sees \"Not sent\" and nothing is",
    "lost silently. See docs/product.md#portability of Pagewright for what to configure.",
    "",
    base ? `Canonical addresses and the sitemap point at ${base}.` : `Canonical addresses and the sitemap point at the live site on ${origin}.`,
    "",
  ].join("\n");
}

function checkedBase(base: string | undefined): string | undefined {
  if (!base) return undefined;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new AppError("INVALID", BAD_BASE_MESSAGE);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new AppError("INVALID", BAD_BASE_MESSAGE);
  url.search = "";
  url.hash = "";
  return url.href.endsWith("/") ? url.href : `${url.href}/`;
}

/**
 * What the copy must not hold (docs/product.md#password-protected-pages): pages that ask for a
 * password or are off the live site, by page id; with `wholeSite`, there is nothing to give.
 */
export type WithheldPages = { wholeSite: boolean; pageIds: ReadonlySet<string> };

/**
 * GET /project/{id}/export/site: the live publication as plain files in one zip
 * (docs/product.md#portability), the pages' links made relative by relativeSiteLinks, with every
 * image and font they use. Only the owner may download it; an unpublished project has nothing to give.
 */
export async function exportLiveSite(
  deps: { db: Db; storage: AssetStorage; origin: string },
  actor: Actor,
  input: { projectId: string; base?: string | undefined },
  withheldPages: (projectId: string) => Promise<WithheldPages> = async () => ({ wholeSite: false, pageIds: new Set() }),
): Promise<{ fileName: string; body: ReadableStream<Uint8Array> }> {
  const { id: projectId } = await requireOwnedProject(deps.db, actor, input.projectId);
  const base = checkedBase(input.base);
  const project = await deps.db.selectFrom("projects").select("livePublicationId").where("id", "=", projectId).executeTakeFirstOrThrow();
  if (!project.livePublicationId) throw new AppError("CONFLICT", NOT_PUBLISHED_MESSAGE);
  const withheld = await withheldPages(projectId);
  if (withheld.wholeSite) throw new AppError("CONFLICT", WHOLE_SITE_PROTECTED_MESSAGE);
  const published = await deps.db
    .selectFrom("publishedDocuments")
    .select(["path", "contentType", "body", "sourceKind", "sourceId"])
    .where("publicationId", "=", project.livePublicationId)
    // A static copy has no server to split visitors: it carries each page as it is, not its A/B test's variants (docs/product.md#ab-tests).
    .where("path", "not like", "%~%")
    .orderBy("path")
    .execute();
  const isWithheld = (document: (typeof published)[number]) => document.sourceKind === "page" && document.sourceId !== null && withheld.pageIds.has(document.sourceId);
  const documents = published.filter((document) => !isWithheld(document));
  const withheldPaths = new Set(published.filter(isWithheld).map((document) => document.path));
  const context = { projectId, origin: deps.origin, base };
  const mediaKeys = new Set<string>();
  const fontFiles = new Set<string>();
  const zip = new yazl.ZipFile();
  for (const document of documents) {
    // The redirects and the not-found page are the installation's to serve (decision 0032), not a file of the copy.
    if (document.path === SITE_RULES_DOCUMENT_PATH) continue;
    const file = staticFileOf(document.path);
    let body = document.body;
    if (document.contentType.startsWith("text/html")) {
      const rewritten = relativeSiteLinks(body.toString("utf8"), { ...context, file });
      rewritten.mediaKeys.forEach((key) => mediaKeys.add(key));
      rewritten.fontFiles.forEach((font) => fontFiles.add(font));
      body = Buffer.from(rewritten.text, "utf8");
    } else if (file === "sitemap.xml") body = Buffer.from(staticSitemap(sitemapWithout(body.toString("utf8"), projectId, withheldPaths, false), context), "utf8");
    else if (file === "robots.txt") body = Buffer.from(staticRobots(body.toString("utf8"), context), "utf8");
    else if (file === "manifest.webmanifest") body = Buffer.from(staticManifest(body.toString("utf8"), projectId), "utf8");
    zip.addBuffer(body, file);
  }
  for (const font of fontFiles) {
    const typeface = SITE_FONT_FILES.get(font);
    if (typeface) zip.addBuffer(await readFile(require.resolve(`@fontsource/${typeface.fontsourceId}/files/${font}`)), `site-fonts/${font}`, { compress: false });
  }
  for (const key of mediaKeys) {
    // An image deleted from the library after publishing is gone from the live site too: nothing to copy.
    const info = await deps.storage.stat(key).catch(() => null);
    if (!info) continue;
    zip.addReadStreamLazy(`media/${key}`, { compress: false }, (done) => {
      deps.storage.get(key).then(
        (stored) => (stored ? done(null, stored.body) : done(new Error(`the stored file ${key} is missing`), Readable.from([]))),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), Readable.from([])),
      );
    });
  }
  zip.addBuffer(Buffer.from(readMe(deps.origin, projectId, base), "utf8"), "README.txt");
  zip.end();
  return { fileName: `${projectId}-site-${new Date().toISOString().slice(0, 10)}.zip`, body: Readable.toWeb(zip.outputStream as Readable) as ReadableStream<Uint8Array> };
}
