import type { AppLoadContext } from "react-router";
import type { ProjectAccess } from "~/access/project-route-access.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { failure, formValues, runIntent, UNKNOWN_INTENT_MESSAGE } from "~/lib/forms/form-action.server";
import { readFormData } from "~/lib/read-form-data";
import { addDomain } from "./add-domain.server";
import { checkDomainNow } from "./check-domain-now.server";
import type { DomainRow } from "./domain-rules.server";
import { makeDomainPrimary } from "./make-domain-primary.server";
import { removeDomain } from "./remove-domain.server";
import { domainCheckerFor } from "./verify-domain-records.server";

/** The domains screen's posts, after the route's project gate; each use case refuses anyone but the owner. */
export async function handleDomainsAction(request: Request, context: AppLoadContext, { actor, project }: ProjectAccess) {
  const { database, config } = context;
  const values = formValues(await readFormData(request, config.bodyLimits.formBytes));
  const intent = values.intent ?? "";
  const screen = `/project/${project.id}/settings/domains`;
  const target = { projectId: project.id, domainId: values.domainId ?? "" };
  switch (intent) {
    case "add-domain":
      return runIntent(intent, values, async () => {
        const { host } = await addDomain(database, actor, { projectId: project.id, host: values.host, appHost: config.publicUrl.hostname });
        return redirectWithFlash(screen, `${host} was added. Set the records shown at your DNS provider, then press “Check now”.`);
      });
    case "check-domain":
      return runIntent(intent, values, async () => {
        const domain = await checkDomainNow(database, actor, target, domainCheckerFor(config.domains));
        return redirectWithFlash(screen, checkMessage(domain));
      });
    case "make-primary":
      return runIntent(intent, values, async () => {
        const { host } = await makeDomainPrimary(database, actor, target);
        return redirectWithFlash(screen, `${host} is now the primary domain.`);
      });
    case "remove-domain":
      return runIntent(intent, values, async () => {
        const { host } = await removeDomain(database, actor, target);
        return redirectWithFlash(screen, `${host} was removed from this project.`);
      });
    default:
      return failure(intent, 400, UNKNOWN_INTENT_MESSAGE, {}, values);
  }
}

/** What “Check now” found, in one sentence: a verified domain whose records vanished is still verified during its grace period. */
function checkMessage({ host, state, failureReason }: DomainRow): string {
  const claimed = state === "verified" || state === "active";
  if (!failureReason) return `${host} is verified.`;
  return claimed ? `${host} is still verified, but this check failed. ${failureReason}` : `${host} is not verified yet. ${failureReason}`;
}
