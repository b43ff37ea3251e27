import { recordActivity } from "~/access/project-activity.server";
import { CONVERSION_SECRET_NAME, conversionRedirectPath } from "~/lib/conversion-token.server";
import { installationSecret } from "../../../db/installation-secrets";
import { randomString } from "~/lib/random-string";
import { projectKey, projectsWhereActorCan, refuseWrite, writeProjectContent, type Actor, type Db } from "~/access/project-access.server";
import { compressBody } from "./compressed-body.server";
import type { PageCssBuilder } from "./page-css.server";
import { renderSiteDocument, type SiteProject } from "./site-document.server";
import { robotsTxt, sitemapUrls, sitemapXml } from "./site-files.server";
import { ownAlternatesOf, renderPageDocuments } from "./language-documents.server";
import { renderLocalizedVariant, testedPathsOf } from "./variant-documents.server";
import { HTML, pageDocument, siteFile, type PendingDocument } from "./pending-document";
import { planLanguageVersions } from "./page-versions";
import { siteLanguageOf } from "~/lib/site-languages";
import { changesNothing, fingerprintSources, readPublishSources, summariseChanges } from "./publication-sources.server";
import { renderSiteIcons } from "./site-icons.server";
import { SITE_MANIFEST_CONTENT_TYPE, SITE_MANIFEST_PATH, siteManifest } from "~/lib/site-icon-links";
import { renderSiteNotFoundDocument } from "./site-not-found-document.server";
import { NOT_FOUND_DOCUMENT_PATH } from "./site-not-found-page";
import { fingerprintedPages, publishedExperimentOf, readExperimentSources } from "./experiment-sources.server";
import { EXPERIMENTS_DOCUMENT_PATH, experimentsDocumentText, variantDocumentPath, type PublishedExperiment } from "~/lib/published-experiments";
import { SITE_RULES_DOCUMENT_PATH } from "~/lib/site-rules";
import { siteRulesOf } from "./site-rules.server";
import type { ChangeSummary } from "../../../db/stored-values";
import type { ImageSourceResolver } from "~/features/sections/shared/image-sources";

/** A page's 1200×630 share card made from a library image, by storage key; the assets feature makes it, and the route passes it in. */
export type SocialImageSource = (projectId: string, assetId: string) => Promise<{ key: string; width: number; height: number } | null>;

/** The resized variants of the library images some sections show; the assets feature has them, and the route passes them in. */
export type LibraryImageSources = (db: Db, projectId: string, sections: readonly unknown[]) => Promise<ImageSourceResolver>;

export type PublishInput = {
  projectId: string;
  origin: string;
  cssBuilder: PageCssBuilder;
  libraryImages: LibraryImageSources;
  /** The bytes of an uploaded file by storage key, or null when it is gone; the favicon is made from it (without it, the letter icon is). */
  readStoredFile?: (key: string) => Promise<Buffer | null>;
  /** Without it, pages are published without a social image. */
  socialImage?: SocialImageSource;
};

async function readOwnedProject(db: Db, actor: Actor, projectId: string) {
  const project = await db
    .selectFrom("projects")
    .select(["id", "name", "primaryColor", "settings", "homePageId", "livePublicationId"])
    .where("id", "=", projectKey(projectId))
    .where("id", "in", projectsWhereActorCan(db, actor, "edit-content"))
    .executeTakeFirst();
  if (!project) return refuseWrite(db, actor, projectId, "edit-content");
  return { project, ...(await readPublishSources(db, project.id)) };
}

async function faviconBytes(db: Db, projectId: string, assetId: string | null, readStoredFile: PublishInput["readStoredFile"]): Promise<Buffer | null> {
  if (!assetId || !readStoredFile) return null;
  const asset = await db.selectFrom("assets").select("originalKey").where("id", "=", assetId).where("projectId", "=", projectId).executeTakeFirst();
  return asset ? readStoredFile(asset.originalKey) : null;
}

/**
 * The publication a new one is compared with: the live one, or while the project is offline the
 * latest, whose visitors saw it last.
 */
async function previousPublication(db: Db, projectId: string, livePublicationId: string | null) {
  const query = db.selectFrom("publications").select(["id", "number", "sourceFingerprints"]).where("projectId", "=", projectId);
  return livePublicationId ? query.where("id", "=", livePublicationId).executeTakeFirst() : query.orderBy("number", "desc").limit(1).executeTakeFirst();
}

export type PublishOutcome =
  | { outcome: "published"; publicationId: string; number: number; documents: number; changes: ChangeSummary | null }
  /** Nothing changed since the live publication: no new version (docs/product.md#publishing). */
  | { outcome: "already-live"; number: number }
  /** Offline, and nothing changed since the latest publication: that one is live again. */
  | { outcome: "live-again"; number: number };

/**
 * Renders every page and module of a project into a new numbered, immutable publication and
 * makes it the live one. Rendering happens before the write transaction, so publishing never
 * holds the database's write lock for long.
 */
export async function publishProject(db: Db, actor: Actor, input: PublishInput): Promise<PublishOutcome> {
  const { project, pages: allPages, modules, siteRules, localizations } = await readOwnedProject(db, actor, input.projectId);
  // The copies under test are published only as variants of their page, and only while their test runs.
  const experiments = await readExperimentSources(db, project.id);
  const pages = allPages.filter((page) => !experiments.variantPageIds.has(page.id));
  const fingerprints = fingerprintSources({ project, pages: fingerprintedPages(allPages, experiments), modules, siteRules, localizations });
  const previous = await previousPublication(db, project.id, project.livePublicationId);
  // Against a publication made before fingerprints were kept, what changed is not known.
  const changes = previous && !previous.sourceFingerprints ? null : summariseChanges(previous?.sourceFingerprints ?? null, fingerprints);
  if (previous && changes && changesNothing(changes)) {
    if (project.livePublicationId) return { outcome: "already-live", number: previous.number };
    await writeProjectContent(db, actor, project.id, async (trx, { now }) => {
      await trx.updateTable("projects").set({ livePublicationId: previous.id, lastPublishedAt: now }).where("id", "=", project.id).execute();
      await recordActivity(trx, actor, project.id, "published", { version: String(previous.number) });
    });
    return { outcome: "live-again", number: previous.number };
  }
  const site: SiteProject = { id: project.id, name: project.name, primaryColor: project.primaryColor, settings: project.settings };
  const pending: PendingDocument[] = [];
  // Signed now, into the stored documents: the redirect accepts a token only where the live
  // publication links to exactly it.
  const secret = await installationSecret(db, CONVERSION_SECRET_NAME);
  const conversionPath = (url: string) => conversionRedirectPath(secret, project.id, url);

  const modulesById = new Map(modules.map((module) => [module.id, module.sections]));
  const imageSources = await input.libraryImages(db, project.id, [...allPages.flatMap((page) => page.sections), ...modules.flatMap((module) => module.sections)]);
  const versions = planLanguageVersions({
    siteLanguage: siteLanguageOf(project.settings.language).tag,
    languages: project.settings.languages ?? [],
    homePageId: project.homePageId,
    notFoundPageId: siteRules.notFoundPageId,
    pages,
    localizations,
    taken: new Set(modules.map((module) => `${module.slug}/module`)),
  });
  const pageInput = { origin: input.origin, project: site, homePageId: project.homePageId, versions, modulesById, imageSources, conversionPath, cssBuilder: input.cssBuilder };
  await Promise.all([
    ...pages.map(async (page) => {
      const socialImage = page.seo.socialImageAssetId && input.socialImage ? await input.socialImage(project.id, page.seo.socialImageAssetId) : null;
      pending.push(...(await renderPageDocuments(pageInput, page, socialImage ? { ...socialImage, url: `${input.origin}/media/${socialImage.key}` } : null)));
    }),
    ...modules.map(async (module) => {
      const document = await renderSiteDocument({ kind: "module", origin: input.origin, project: site, module, sections: module.sections, imageSources, conversionPath }, input.cssBuilder);
      pending.push({
        path: `${module.slug}/module`,
        sourceKind: "module",
        sourceId: module.id,
        sourceVersion: module.version,
        contentType: HTML,
        csp: document.csp,
        text: document.html,
        sections: module.sections,
        language: document.language,
      });
    }),
  ]);
  const publishedExperiments: PublishedExperiment[] = [];
  for (const experiment of experiments.running) {
    const control = pages.find((page) => page.id === experiment.pageId);
    // A test whose copies were all deleted has nothing left to split.
    if (!control || experiment.variants.length < 2) continue;
    const isHome = control.id === project.homePageId;
    const paths = isHome ? [control.slug, ""] : [control.slug];
    // A visitor is split alike at the page's addresses in every published language.
    publishedExperiments.push(publishedExperimentOf(experiment, [...new Set([...paths, ...testedPathsOf(pageInput, control.id)])]));
    await Promise.all(
      experiment.variants.map(async (variant) => {
        const copy = allPages.find((page) => page.id === variant.pageId);
        if (variant.label === "A" || !copy) return;
        // At the page's own address and under its slug, so its canonical link, forms and alternates are the page's.
        const document = await renderSiteDocument(
          {
            kind: "page",
            origin: input.origin,
            project: site,
            page: { slug: control.slug, title: copy.title, seo: copy.seo, isHome },
            ...ownAlternatesOf(pageInput, control.id),
            sections: copy.sections,
            modulesById,
            imageSources,
            conversionPath,
          },
          input.cssBuilder,
        );
        const common = pageDocument(copy, document);
        for (const path of paths) pending.push({ path: variantDocumentPath(path, variant.label), ...common });
        pending.push(...(await renderLocalizedVariant(pageInput, control, copy, variant.label, localizations)));
      }),
    );
  }
  if (publishedExperiments.length > 0) pending.push(siteFile(EXPERIMENTS_DOCUMENT_PATH, "application/json", experimentsDocumentText(publishedExperiments)));
  const homeSections = pages.find((page) => page.id === project.homePageId)?.sections ?? [];
  const notFound = await renderSiteNotFoundDocument({ project: site, homeSections, modulesById, imageSources }, input.cssBuilder);
  pending.push(siteFile(NOT_FOUND_DOCUMENT_PATH, HTML, notFound.html, notFound.csp));
  const base = `${input.origin}/${project.id}`;
  const urls = sitemapUrls({ origin: input.origin, projectId: project.id, homePageId: project.homePageId, notFoundPageId: siteRules.notFoundPageId, pages, versions });
  pending.push(siteFile("sitemap.xml", "application/xml; charset=utf-8", sitemapXml(urls)));
  pending.push(siteFile(SITE_RULES_DOCUMENT_PATH, "application/json", JSON.stringify(siteRulesOf(siteRules, pages))));
  pending.push(siteFile(SITE_MANIFEST_PATH, SITE_MANIFEST_CONTENT_TYPE, siteManifest(site)));
  pending.push(siteFile("robots.txt", "text/plain; charset=utf-8", robotsTxt(`${base}/sitemap.xml`)));

  const file = { sourceKind: "file" as const, sourceId: null, sourceVersion: null, csp: null, sections: null };
  const icons = (await renderSiteIcons(site, await faviconBytes(db, project.id, site.settings.faviconAssetId, input.readStoredFile))).map((icon) => ({
    ...file,
    ...icon,
    contentType: "image/png",
  }));
  const documents = [...(await Promise.all(pending.map(async ({ text, ...rest }) => ({ ...rest, ...(await compressBody(text)) })))), ...icons];

  return writeProjectContent(db, actor, project.id, async (trx, { now }) => {
    const last = await trx
      .selectFrom("publications")
      .select((eb) => eb.fn.max("number").as("number"))
      .where("projectId", "=", project.id)
      .executeTakeFirst();
    const number = Number(last?.number ?? 0) + 1;
    const publicationId = randomString(16);
    await trx
      .insertInto("publications")
      .values({ id: publicationId, projectId: project.id, number, publishedBy: actor.userId, created: now, sourceFingerprints: fingerprints, changeSummary: changes })
      .execute();
    for (const document of documents) {
      await trx
        .insertInto("publishedDocuments")
        .values({ publicationId, ...document })
        .execute();
    }
    await trx.updateTable("projects").set({ livePublicationId: publicationId, lastPublishedAt: now }).where("id", "=", project.id).execute();
    await recordActivity(trx, actor, project.id, "published", { version: String(number) });
    return { outcome: "published" as const, publicationId, number, documents: documents.length, changes };
  });
}
