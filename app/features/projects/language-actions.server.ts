import type { Actor, Db } from "~/access/project-access.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { runIntent } from "~/lib/forms/form-action.server";
import { siteLanguageOf } from "~/lib/site-languages";
import { addSiteLanguage } from "./add-site-language.server";
import { ADD_LANGUAGE_INTENT, SET_LANGUAGE_PUBLISHED_INTENT } from "./language-schema";
import { removeSiteLanguage } from "./remove-site-language.server";
import { setSiteLanguagePublished } from "./set-site-language-published.server";

/**
 * Adds, publishes or removes one of the site's languages, then goes back to the settings saying what
 * happened. The use cases check the form with the language schemas and the owner's role; a refusal
 * answers its 4xx with the message under the field, and nothing changes.
 */
export function handleLanguageAction(db: Db, actor: Actor, projectId: string, intent: string, values: Record<string, string>) {
  const back = (message: string) => redirectWithFlash(`/project/${projectId}/settings`, message);
  const input = { projectId, language: values.language ?? "", version: values.version ?? "" };
  return runIntent(intent, values, async () => {
    const { english } = siteLanguageOf(input.language);
    if (intent === ADD_LANGUAGE_INTENT) {
      await addSiteLanguage(db, actor, input);
      return back(`${english} added: every page has a version in it to translate in the editor. Visitors see it once you switch it to published and publish the site.`);
    }
    if (intent === SET_LANGUAGE_PUBLISHED_INTENT) {
      const published = values.published === "on";
      await setSiteLanguagePublished(db, actor, { ...input, published: values.published ?? "" });
      return back(published ? `${english} is published: visitors get it from the next publish.` : `${english} is no longer published: visitors stop getting it from the next publish.`);
    }
    await removeSiteLanguage(db, actor, input);
    return back(`${english} removed, with every page's ${english} version.`);
  });
}
