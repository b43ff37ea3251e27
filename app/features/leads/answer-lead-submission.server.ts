import type { AppLoadContext } from "react-router";
import { PROJECT_ID_PATTERN } from "~/lib/route-params";
import { captureLead } from "./capture-lead.server";
import { captureFailure, captureResponse } from "./capture-response.server";
import { readCaptureRequest } from "./read-capture-request.server";

/** POST /api/leads/{projectId}?from={page or module/module}: a contact form of a published page. */
export async function runCaptureAction(request: Request, projectId: string, context: AppLoadContext): Promise<Response> {
  const read = await readCaptureRequest(request);
  if (!read.ok) return captureFailure(read.status, read.message, read.wantsJson);
  if (!PROJECT_ID_PATTERN.test(projectId)) return captureFailure(404, "This form is not available any more.", read.wantsJson);
  const from = new URL(request.url).searchParams.get("from") ?? "";
  const outcome = await captureLead(context.database, context.config.leads, {
    projectId,
    from,
    answers: read.answers,
    address: context.clientAddress,
    now: new Date(),
  });
  if (outcome.kind === "stored" && !outcome.duplicate) context.logger.info({ projectId: outcome.form.project.id, leadId: outcome.leadId }, "lead stored");
  return captureResponse(context.database.db, outcome, from, read.wantsJson);
}
