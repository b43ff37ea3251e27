import { data, redirect } from "react-router";
import type { Actor, Db } from "~/access/project-access.server";
import { AppError } from "~/lib/app-error";
import { runIntent } from "~/lib/forms/form-action.server";
import { siteLanguageOf } from "~/lib/site-languages";
import { TRANSLATE_PAGE_INTENT, TRANSLATE_TEXTS_INTENT, type TranslationSaveAnswer } from "~/lib/translation-intents";
import { updatePageLocalization } from "./update-page-localization.server";

export const TRANSLATION_INTENTS: ReadonlySet<string> = new Set([TRANSLATE_PAGE_INTENT, TRANSLATE_TEXTS_INTENT]);

const SEO_FIELDS = ["seoTitle", "seoDescription"] as const;

async function storedVersion(db: Db, pageId: string, language: string): Promise<number | null> {
  const row = await db.selectFrom("pageLocalizations").select("version").where("pageId", "=", pageId).where("language", "=", siteLanguageOf(language).tag).executeTakeFirst();
  return row?.version ?? null;
}

/**
 * The editor's translation posts (docs/product.md#translating-pages), after the route's gate: the
 * dialog goes back to the translation view, which shows what was saved (as the page dialogs of
 * the editor do), and the autosave gets its answer.
 * Owners and editors may translate; everyone else, a stale version and bad input are refused with
 * nothing changed.
 */
export async function handleTranslationAction(db: Db, actor: Actor, projectId: string, values: Record<string, string>, backTo: string) {
  const intent = values.intent ?? "";
  const target = { projectId, pageId: values.pageId ?? "", language: values.language ?? "", version: values.version ?? "" };
  if (intent === TRANSLATE_PAGE_INTENT) {
    return runIntent(intent, values, async () => {
      // A search text sent empty clears it; one the form left out stays as it is.
      const seo = Object.fromEntries(SEO_FIELDS.filter((field) => field in values).map((field) => [field, values[field]]));
      await updatePageLocalization(db, actor, { ...target, title: values.title, slug: values.slug, ...seo });
      return redirect(backTo, 303);
    });
  }
  try {
    const saved = await updatePageLocalization(db, actor, { ...target, texts: values.texts ?? "" });
    return data<TranslationSaveAnswer>({ ok: true, version: saved.version });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const stored = error.code === "STALE_VERSION" ? await storedVersion(db, target.pageId, target.language) : null;
    const answer: TranslationSaveAnswer = { ok: false, intent, code: error.code, message: error.message, fieldErrors: error.fieldErrors, values: {}, storedVersion: stored };
    return data(answer, { status: error.status });
  }
}
