import { z } from "zod";
import { defineEndpoint, ifMatchAllows } from "~/features/api/api-endpoint";
import { addSiteLanguage } from "~/features/projects/add-site-language.server";
import { getPage } from "~/features/projects/get-page.server";
import { getPageLocalizations, type SiteLanguageVersions } from "~/features/projects/get-page-localizations.server";
import { removeSiteLanguage } from "~/features/projects/remove-site-language.server";
import { setSiteLanguagePublished } from "~/features/projects/set-site-language-published.server";
import { updatePageLocalization } from "~/features/projects/update-page-localization.server";
import { pageTextsOfSections } from "~/features/sections/section-texts";
import type { Actor, Db } from "~/access/project-access.server";
import { AppError } from "~/lib/app-error";
import { languagePathOf } from "~/lib/language-paths";
import { siteLanguageOf } from "~/lib/site-languages";

// The languages of a site and each page's version in them (docs/api.md#languages): the same use
// cases as the settings screen and the editor, so roles, versions and checks are theirs.

const projectPath = z.object({ projectId: z.string().min(1).max(100) });
const languagePath = projectPath.extend({ language: z.string().min(1).max(20) });
const translationPath = projectPath.extend({ slug: z.string().min(1).max(100), language: z.string().min(1).max(20) });

const pageTexts = z.record(z.string(), z.record(z.string(), z.unknown()));

const siteLanguage = z.object({ tag: z.string(), name: z.string(), path: z.string().describe("Where its pages are below the project, such as en for /crumbandco/en/order."), published: z.boolean() });
const languagesAnswer = z.object({
  language: z.object({ tag: z.string(), name: z.string() }).describe("The site's own language: its pages' sections and words."),
  languages: z.array(siteLanguage),
  pages: z.array(z.object({ pageId: z.string(), language: z.string(), slug: z.string(), title: z.string(), version: z.number().int(), translated: z.boolean() })),
});

const translation = z.object({
  pageId: z.string(),
  language: z.string(),
  slug: z.string(),
  title: z.string(),
  seo: z.object({ title: z.string(), description: z.string() }),
  version: z.number().int(),
  translated: z.boolean().describe("False while the version is the copy the language started with."),
  texts: pageTexts.describe("The words of this version by section id and text path."),
  original: pageTexts.describe("The page's words in the site's own language, by the same ids and paths: what to translate."),
});

const translationChanges = z.object({
  slug: z.string().optional(),
  title: z.string().optional(),
  seoTitle: z.string().optional(),
  seoDescription: z.string().optional(),
  texts: pageTexts.optional().describe("Words by section id and text path (as in `original`); paths left out keep their words."),
});

function languagesBody(site: SiteLanguageVersions) {
  const own = siteLanguageOf(site.language);
  return {
    language: { tag: own.tag, name: own.name },
    languages: site.languages.map((added) => ({ tag: added.tag, name: siteLanguageOf(added.tag).name, path: languagePathOf(added.tag), published: added.published })),
    pages: site.localizations.map(({ pageId, language, slug, title, version, translated }) => ({ pageId, language, slug, title, version, translated })),
  };
}

type LanguagesCall = { context: { database: { db: Db } }; caller: { actor: Actor }; path: { projectId: string } };

/** Runs a change of the site's languages at the settings' current version, and answers the languages after it. */
async function changeLanguages({ context, caller, path }: LanguagesCall, change: (settingsVersion: number) => Promise<unknown>) {
  const { db } = context.database;
  await change((await getPageLocalizations(db, caller.actor, path)).settingsVersion);
  return { body: languagesBody(await getPageLocalizations(db, caller.actor, path)) };
}

export const languageEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/projects/{projectId}/languages",
    operationId: "listLanguages",
    summary: "The site's own language, the languages it adds, and each page's version in them.",
    tag: "Languages",
    scope: "projects:read",
    pathSchema: projectPath,
    response: languagesAnswer,
    async handle({ context, caller, path }) {
      return { body: languagesBody(await getPageLocalizations(context.database.db, caller.actor, path)) };
    },
  }),
  defineEndpoint({
    method: "POST",
    path: "/projects/{projectId}/languages",
    operationId: "addLanguage",
    summary: "Adds a language (owner only): every page gets its version in it, a copy not translated yet; it is served once published.",
    tag: "Languages",
    scope: "projects:write",
    pathSchema: projectPath,
    bodySchema: z.object({ language: z.string().max(20).describe("A BCP 47 tag the app lists, such as fr or pt-BR.") }),
    status: 201,
    response: languagesAnswer,
    handle: (call) => changeLanguages(call, (version) => addSiteLanguage(call.context.database.db, call.caller.actor, { projectId: call.path.projectId, language: call.body.language, version })),
  }),
  defineEndpoint({
    method: "PATCH",
    path: "/projects/{projectId}/languages/{language}",
    operationId: "updateLanguage",
    summary: "Serves a language's pages from the next publication on, or stops serving them (owner only).",
    tag: "Languages",
    scope: "projects:write",
    pathSchema: languagePath,
    bodySchema: z.object({ published: z.boolean() }),
    response: languagesAnswer,
    handle: (call) =>
      changeLanguages(call, (version) =>
        setSiteLanguagePublished(call.context.database.db, call.caller.actor, { projectId: call.path.projectId, language: call.path.language, published: call.body.published, version }),
      ),
  }),
  defineEndpoint({
    method: "DELETE",
    path: "/projects/{projectId}/languages/{language}",
    operationId: "removeLanguage",
    summary: "Removes a language with every page's version in it (owner only).",
    tag: "Languages",
    scope: "projects:write",
    pathSchema: languagePath,
    response: languagesAnswer,
    handle: (call) => changeLanguages(call, (version) => removeSiteLanguage(call.context.database.db, call.caller.actor, { projectId: call.path.projectId, language: call.path.language, version })),
  }),
  defineEndpoint({
    method: "GET",
    path: "/projects/{projectId}/pages/{slug}/languages/{language}",
    operationId: "getPageTranslation",
    answersWithETag: true,
    summary: "A page's version in one added language, with the words to translate; the ETag is its version, for If-Match.",
    tag: "Languages",
    scope: "projects:read",
    pathSchema: translationPath,
    response: translation,
    async handle({ context, caller, path }) {
      const { db } = context.database;
      const page = await getPage(db, caller.actor, { projectId: path.projectId, slug: path.slug });
      const tag = siteLanguageOf(path.language).tag;
      const version = (await getPageLocalizations(db, caller.actor, path)).localizations.find((candidate) => candidate.pageId === page.id && candidate.language === tag);
      if (!version) throw new AppError("NOT_FOUND", `This page has no version in ${path.language}. List the site's languages to see which it has.`);
      const { seoTitle, seoDescription, ...rest } = version;
      return { body: { ...rest, seo: { title: seoTitle, description: seoDescription }, original: pageTextsOfSections(page.sections) }, version: version.version };
    },
  }),
  defineEndpoint({
    method: "PUT",
    path: "/projects/{projectId}/pages/{slug}/languages/{language}",
    operationId: "updatePageTranslation",
    answersWithETag: true,
    summary: "Saves a page's version in one added language (editors and owners), checked like the editor's save; If-Match names the version changed.",
    tag: "Languages",
    scope: "projects:write",
    pathSchema: translationPath,
    bodySchema: translationChanges,
    requiresIfMatch: true,
    response: z.object({ version: z.number().int(), slug: z.string(), title: z.string() }),
    async handle({ context, caller, path, body, ifMatch }) {
      const { db } = context.database;
      const page = await getPage(db, caller.actor, { projectId: path.projectId, slug: path.slug });
      const tag = siteLanguageOf(path.language).tag;
      const current = (await getPageLocalizations(db, caller.actor, path)).localizations.find((candidate) => candidate.pageId === page.id && candidate.language === tag);
      const version = current?.version ?? 1;
      if (!ifMatchAllows(ifMatch, version)) throw new AppError("PRECONDITION_FAILED", `The translation is at version ${version}; read it again before changing it.`);
      const saved = await updatePageLocalization(db, caller.actor, { projectId: path.projectId, pageId: page.id, language: path.language, version, ...body });
      return { body: saved, version: saved.version };
    },
  }),
];
