import type { AppLoadContext } from "react-router";
import { deleteProject } from "./delete-project.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { failure, formValues, runIntent, UNKNOWN_INTENT_MESSAGE } from "~/lib/forms/form-action.server";
import { getProject } from "./get-project.server";
import type { ProjectAccess } from "~/access/project-route-access.server";
import { updateProjectSettings } from "./update-project-settings.server";
import { readFormData } from "~/lib/read-form-data";
import { NO_MAIL_WARNING } from "./settings-texts";
import { handleLanguageAction } from "./language-actions.server";
import { LANGUAGE_INTENTS } from "./language-schema";

/**
 * Notes which stored files a project has, before it is deleted, and answers how to remove them
 * once it is. The files belong to the assets feature, so the route passes this in.
 */
export type NoteProjectFiles = (projectId: string) => Promise<() => Promise<void>>;

const VISITOR_TEXT_FIELD = /^visitorTexts\.(.+)$/;

/** The partner's wording of the visitor texts the form sent (docs/product.md#texts-visitors-read); undefined when it sent none. */
function visitorTextsOf(values: Readonly<Record<string, string>>): Record<string, string> | undefined {
  const sent = Object.entries(values).flatMap(([name, value]) => {
    const id = VISITOR_TEXT_FIELD.exec(name)?.[1];
    return id ? [[id, value] as const] : [];
  });
  return sent.length > 0 ? Object.fromEntries(sent) : undefined;
}

/** The settings screen's posts, after the route's project gate: save the settings, add, publish or remove a language, or delete the whole project. */
export async function handleSettingsAction(request: Request, context: AppLoadContext, { actor, project: { id: projectId } }: ProjectAccess, noteProjectFiles: NoteProjectFiles) {
  const db = context.database.db;
  const values = formValues(await readFormData(request, context.config.bodyLimits.formBytes));
  const intent = values.intent ?? "";
  if (LANGUAGE_INTENTS.has(intent)) return handleLanguageAction(db, actor, projectId, intent, values);
  if (intent === "save-settings") {
    return runIntent(intent, values, async () => {
      await updateProjectSettings(db, actor, {
        projectId,
        version: values.version ?? "",
        name: values.name ?? "",
        primaryColor: values.primaryColor ?? "",
        homePageId: values.homePageId ?? "",
        seoTitle: values.seoTitle,
        seoDescription: values.seoDescription,
        faviconAssetId: values.faviconAssetId,
        typography: values.typography,
        language: values.language,
        isPrimaryExact: values.isPrimaryExact,
        leadNotificationEmail: values.leadNotificationEmail,
        contactEmail: values.contactEmail,
        contactPhone: values.contactPhone,
        contactAddress: values.contactAddress,
        socialLinks: values.socialLinks,
        visitorTexts: visitorTextsOf(values),
      });
      const unmailed = !context.config.leads.smtpUrl && Boolean(values.leadNotificationEmail?.trim());
      return redirectWithFlash(`/project/${projectId}/settings`, unmailed ? `Settings saved. ${NO_MAIL_WARNING}` : "Settings saved.");
    });
  }
  if (intent === "delete-project") {
    return runIntent(intent, values, async () => {
      const { project } = await getProject(db, actor, { projectId });
      const removeFiles = await noteProjectFiles(project.id);
      await deleteProject(db, actor, { projectId, confirmId: values.confirmId ?? "" });
      await removeFiles();
      return redirectWithFlash("/", `Project “${project.name}” and everything in it was deleted.`);
    });
  }
  return failure(intent, 400, UNKNOWN_INTENT_MESSAGE, {}, values);
}
