import type { AppLoadContext } from "react-router";
import type { ProjectAccess } from "~/access/project-route-access.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { failure, formValues, runIntent, UNKNOWN_INTENT_MESSAGE } from "~/lib/forms/form-action.server";
import { readFormData } from "~/lib/read-form-data";
import { endExperiment, startExperiment } from "./change-experiment.server";
import { createExperiment } from "./create-experiment.server";

/** Publishes the project after a test started or ended, answering the message to show; the route gives it, since publishing is another feature. */
export type PublishAfterChange = () => Promise<{ ok: boolean; message: string }>;

/** The A/B tests screen's posts, after the route's project gate; each use case refuses anyone but owners and editors. */
export async function handleExperimentsAction(request: Request, context: AppLoadContext, { actor, project }: ProjectAccess, publish: PublishAfterChange) {
  const { database, config } = context;
  const values = formValues(await readFormData(request, config.bodyLimits.formBytes));
  const intent = values.intent ?? "";
  const screen = (experimentId: string) => `/project/${project.id}/ab-tests?test=${encodeURIComponent(experimentId)}`;
  const experimentId = values.experimentId ?? "";
  switch (intent) {
    case "create-test":
      return runIntent(intent, values, async () => {
        const { id } = await createExperiment(database.db, actor, { projectId: project.id, ...values });
        return redirectWithFlash(screen(id), "The copy is made: edit it in the editor, then start the test.");
      });
    case "start-test":
      return runIntent(intent, values, async () => {
        await startExperiment(database.db, actor, { projectId: project.id, experimentId });
        const published = await publish();
        return redirectWithFlash(screen(experimentId), published.ok ? `The test is running. ${published.message}` : `The test starts with the next publication: ${published.message}`);
      });
    case "stop-test":
    case "promote":
      return runIntent(intent, values, async () => {
        const { promoted } = await endExperiment(database.db, actor, { projectId: project.id, experimentId, promote: intent === "promote" ? values.promote : undefined });
        const published = await publish();
        const done = promoted ? `${promoted} is now the page and the test has ended.` : "The test has ended; the page stays as it was.";
        return redirectWithFlash(screen(experimentId), `${done} ${published.message}`);
      });
    default:
      return failure(intent, 400, UNKNOWN_INTENT_MESSAGE, {}, values);
  }
}
