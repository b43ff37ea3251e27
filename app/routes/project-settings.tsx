import { ProjectSettingsScreen } from "~/features/projects/components/project-settings-screen";
import { withFlash } from "~/lib/forms/flash.server";
import { isFormFailure } from "~/lib/forms/form-result";
import { projectScreen, serverFacts } from "~/features/projects/overview.server";
import { requireProjectOverview } from "~/features/projects/project-overview-gate.server";
import { requireProjectAccess } from "~/access/project-route-access.server";
import { deleteProjectFiles, projectFileKeys } from "~/features/assets/delete-project-files.server";
import { handleSettingsAction } from "~/features/projects/settings-actions.server";
import { listProjectImages } from "~/features/assets/list-project-images.server";
import { getTranslationProgress } from "~/features/projects/translation-reads.server";
import { TakeYourSiteWithYou } from "~/features/portability/components/take-your-site-with-you";
import { SaveAsTemplatePanel } from "~/features/portability/components/save-as-template-panel";
import { WebhookDisabledBanner } from "~/features/webhooks/components/webhook-disabled-banner";
import { listDisabledWebhooks } from "~/features/webhooks/list-webhook-endpoints.server";
import type { Route } from "./+types/project-settings";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { actor, overview } = await requireProjectOverview(request, params, context);
  const { images } = await listProjectImages(context.database.db, actor, { projectId: overview.project.id });
  const faviconChoices = images.map(({ id, fileName, width, height, thumbnailUrl }) => ({ id, fileName, width, height, thumbnailUrl }));
  const disabledWebhooks = await listDisabledWebhooks(context.database.db, overview.project.id);
  const languages = await getTranslationProgress(context.database.db, actor, { projectId: overview.project.id });
  // Settings are the owner's (docs/product.md#access): everyone else sees them read-only.
  return withFlash(request, { ...projectScreen(overview, serverFacts(context.config)), canEdit: overview.canManage, faviconChoices, disabledWebhooks, languages });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const access = await requireProjectAccess(request, params, context);
  return handleSettingsAction(request, context, access, async (projectId) => {
    const files = await projectFileKeys(context.database.db, projectId);
    return () => deleteProjectFiles(context.storage, files, context.logger);
  });
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Settings · ${data?.project.name ?? "Project"} · Pagewright` }];
}

export default function ProjectSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { flash, faviconChoices, disabledWebhooks, languages, ...screen } = loaderData;
  return (
    <>
      <WebhookDisabledBanner projectId={screen.project.id} disabled={disabledWebhooks} />
      <ProjectSettingsScreen screen={screen} languages={languages} faviconChoices={faviconChoices} flash={flash} failure={isFormFailure(actionData) ? actionData : undefined} />
      {screen.canEdit ? <TakeYourSiteWithYou projectId={screen.project.id} /> : null}
      {screen.canEdit ? <SaveAsTemplatePanel projectId={screen.project.id} projectName={screen.project.name} /> : null}
    </>
  );
}
