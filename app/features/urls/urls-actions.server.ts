import { data, type AppLoadContext } from "react-router";
import type { ProjectAccess } from "~/access/project-route-access.server";
import { AppError } from "~/lib/app-error";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { failure, formValues, runIntent, UNKNOWN_INTENT_MESSAGE } from "~/lib/forms/form-action.server";
import { readFormData } from "~/lib/read-form-data";
import { deleteQrCode } from "./delete-qr-code.server";
import { DELETE_QR_CODE_INTENT, RETARGET_QR_CODE_INTENT } from "./qr-code-change-schema";
import { QR_SCAN_PREFIX } from "./qr-scan-address";
import { retargetQrCode, type RetargetableAddress } from "./retarget-qr-code.server";
import { setEmbedHosts } from "./set-embed-hosts.server";

export const SET_EMBED_HOSTS_INTENT = "set-embed-hosts";

/** What a saved embedding setting answers: the form stays where it is (inside the module's embed panel) and says so. */
export type EmbedHostsSaved = { ok: true; intent: typeof SET_EMBED_HOSTS_INTENT; moduleId: string; message: string };

/** The sentence a partner reads once the setting is saved (docs/product.md#embedding-modules). */
export function embedHostsSavedMessage(moduleName: string, hosts: readonly string[] | null): string {
  const where = hosts === null ? "on any site" : `only on ${hosts.length === 1 ? hosts[0] : `${hosts.slice(0, -1).join(", ")} and ${hosts.at(-1)}`}`;
  return `Saved: ${moduleName} may be embedded ${where}. This takes effect when you next publish.`;
}

/**
 * The URLs screen's posts, after the route's project gate: where a module may be embedded
 * (docs/product.md#embedding-modules), and deleting and retargeting QR codes
 * (docs/product.md#qr-codes). Each use case lets only owners and editors change anything.
 */
export async function handleUrlsAction(request: Request, context: AppLoadContext, { actor, project }: ProjectAccess, addresses: () => Promise<readonly RetargetableAddress[]>) {
  const { db } = context.database;
  const values = formValues(await readFormData(request, context.config.bodyLimits.formBytes));
  const intent = values.intent ?? "";
  const screen = `/project/${project.id}/urls`;
  switch (intent) {
    case SET_EMBED_HOSTS_INTENT:
      try {
        const saved = await setEmbedHosts(db, actor, { projectId: project.id, values, appHost: context.config.publicUrl.hostname });
        const body: EmbedHostsSaved = { ok: true, intent: SET_EMBED_HOSTS_INTENT, moduleId: saved.moduleId, message: embedHostsSavedMessage(saved.moduleName, saved.hosts) };
        return data(body);
      } catch (error) {
        // A refusal answers its own status (400, 403, 404) with its messages; anything else is a real error.
        if (error instanceof AppError) return failure(intent, error.status, error.message, error.fieldErrors, values);
        throw error;
      }
    case DELETE_QR_CODE_INTENT:
      return runIntent(intent, values, async () => {
        const { code, label } = await deleteQrCode(db, actor, { projectId: project.id, values });
        return redirectWithFlash(screen, `The QR code ${QR_SCAN_PREFIX}${code} (${label}) was deleted: scanning it now says so.`);
      });
    case RETARGET_QR_CODE_INTENT:
      return runIntent(intent, values, async () => {
        const { code, label } = await retargetQrCode(db, actor, { projectId: project.id, values, addresses: await addresses() });
        return redirectWithFlash(screen, `The QR code ${QR_SCAN_PREFIX}${code} now opens ${label}.`);
      });
    default:
      return failure(intent, 400, UNKNOWN_INTENT_MESSAGE, {}, values);
  }
}
