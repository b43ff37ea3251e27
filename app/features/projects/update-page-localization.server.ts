import type { z } from "zod";
import { writeProjectContent, type Actor, type Db } from "~/access/project-access.server";
import { AppError } from "~/lib/app-error";
import { parseInput } from "~/lib/forms/parse-input";
import { siteLanguageOf } from "~/lib/site-languages";
import { sectionsInLanguage, textsForSections, textsOfSection, type PageTexts } from "~/features/sections/section-texts";
import { refuseInvalidSections } from "~/features/sections/section-list-rules";
import { validateSection, type ValidSection } from "~/features/sections/render-sections";
import { pageLocalizationSchema } from "./language-schema";
import { addedLanguagesOf, copyPagesIntoLanguages, languageNotAddedMessage } from "./language-versions.server";
import { assertPageVersion, findPageForWrite } from "./page-rules.server";

export type UpdatePageLocalizationInput = { projectId: string; pageId: string } & z.input<typeof pageLocalizationSchema>;

// A module's document lives at `<its slug>/module`, so a page of a language at `<language>/module` could take its address.
const RESERVED_SLUG = "module";

function refused(field: string, message: string, code: "INVALID" | "CONFLICT" = "INVALID"): AppError {
  return new AppError(code, message, { fieldErrors: { [field]: message } });
}

/** The words sent, checked against the page's sections: each a text the section has. */
function checkedTexts(sections: readonly ValidSection[], sent: PageTexts): void {
  for (const [sectionId, words] of Object.entries(sent)) {
    const section = sections.find((candidate) => candidate.id === sectionId);
    if (!section) throw refused("texts", "A text belongs to a section this page no longer has. Reload the page and translate it again.");
    const known = textsOfSection(section);
    const unknown = Object.keys(words).find((path) => !(path in known));
    if (unknown !== undefined) throw refused("texts", `The ${section.type} section has no text “${unknown}”.`);
  }
}

/**
 * Saves a page's version in one of the site's added languages (decision 0055) if it is still at
 * `version`: its slug (free within the language), title, SEO texts and words. Words are laid over
 * the page's sections and checked as the renderer reads them before anything is written. The
 * first save makes the version translated.
 */
export async function updatePageLocalization(db: Db, actor: Actor, input: UpdatePageLocalizationInput): Promise<{ version: number; slug: string; title: string }> {
  const changes = parseInput(pageLocalizationSchema, input);
  const language = siteLanguageOf(changes.language).tag;
  return writeProjectContent(db, actor, input.projectId, async (trx, { projectId, now }) => {
    const { languages } = await addedLanguagesOf(trx, projectId);
    if (!languages.some((added) => added.tag === language)) throw new AppError("NOT_FOUND", languageNotAddedMessage(language));
    const page = await findPageForWrite(trx, projectId, input.pageId);
    const find = () => trx.selectFrom("pageLocalizations").selectAll().where("pageId", "=", page.id).where("language", "=", language).executeTakeFirst();
    let stored = await find();
    if (!stored) {
      // A page imported before its project kept languages: its version starts as a copy now.
      await copyPagesIntoLanguages(trx, projectId, [page], [language], now);
      stored = (await find())!;
    }
    assertPageVersion(stored, changes.version);

    const slug = changes.slug ?? stored.slug;
    if (slug !== stored.slug) {
      if (slug === RESERVED_SLUG) throw refused("slug", `The slug “${RESERVED_SLUG}” is kept for modules' addresses. Choose another slug.`);
      const taken = await trx.selectFrom("pageLocalizations").select("pageId").where("projectId", "=", projectId).where("language", "=", language).where("slug", "=", slug).executeTakeFirst();
      if (taken) throw refused("slug", `Another page of this site already uses the slug “${slug}” in ${siteLanguageOf(language).english}.`, "CONFLICT");
    }

    const sections = page.sections.flatMap((section) => {
      const result = validateSection(section);
      return result.ok ? [result.section] : [];
    });
    let texts = stored.texts;
    if (changes.texts) {
      checkedTexts(sections, changes.texts);
      const merged: PageTexts = { ...stored.texts };
      for (const [sectionId, words] of Object.entries(changes.texts)) merged[sectionId] = { ...merged[sectionId], ...words };
      refuseInvalidSections(sectionsInLanguage(sections, merged), true);
      texts = textsForSections(sections, merged);
    }
    // A field sent empty clears it; one left out stays as stored.
    const { title: storedSeoTitle, description: storedSeoDescription, ...seoRest } = stored.seo;
    const seoTitle = "seoTitle" in input ? changes.seoTitle : storedSeoTitle;
    const seoDescription = "seoDescription" in input ? changes.seoDescription : storedSeoDescription;
    const seo = { ...seoRest, ...(seoTitle ? { title: seoTitle } : {}), ...(seoDescription ? { description: seoDescription } : {}) };
    const title = changes.title ?? stored.title;
    const version = stored.version + 1;
    await trx
      .updateTable("pageLocalizations")
      .set({ slug, title, seo, texts, version, translatedAt: stored.translatedAt ?? now, updated: now, updatedBy: actor.userId })
      .where("pageId", "=", page.id)
      .where("language", "=", language)
      .execute();
    return { version, slug, title };
  });
}
