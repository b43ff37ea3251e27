import { httpStatusOf } from "~/lib/app-error";
import type { Logger } from "pino";
import { PROJECT_ID_PATTERN } from "~/lib/route-params";
import type { AppDatabase } from "../../../db/database";
import type { LeadsConfig } from "../../../server/config";
import { captureLead } from "./capture-lead.server";
import type { LeadOutbox } from "./lead-writer.server";
import { captureFailure, captureResponse, UNKNOWN_FORM_MESSAGE, type LeadAnswer } from "./capture-response.server";
import { readCaptureRequest, type CaptureHttpRequest } from "./read-capture-request.server";

export const FAILED_MESSAGE = "Your message could not be sent because of an error on our side. Please try again in a moment.";

export type LeadSubmission = CaptureHttpRequest & {
  /** The path's project id, as sent (not yet checked). */
  projectId: string;
  /** The `from` query parameter: the page slug or "{module}/module" the form was published on. */
  from: string;
  /** The sender's IP address (behind a proxy, as TRUST_PROXY allows), only ever stored hashed. */
  clientAddress: string;
  /** The sender's User-Agent header: with the address, it tells which variant of a page under an A/B test they saw (decision 0030). */
  userAgent?: string | undefined;
};

/** `leadOutboxes`: what else each lead's transaction writes, given by the server that composes features (decision 0016). */
export type LeadCaptureContext = { database: AppDatabase; leads: LeadsConfig; logger: Logger; leadOutboxes?: readonly LeadOutbox[] };

/**
 * POST /api/leads/{projectId}?from=…: a contact form of a published page or module. The server
 * answers it in front of Express and React Router (decision 0012), so this takes the request's
 * parts rather than a Fetch API Request.
 */
export async function answerLeadSubmission(submission: LeadSubmission, context: LeadCaptureContext): Promise<LeadAnswer> {
  const read = await readCaptureRequest(submission);
  if (!read.ok) return captureFailure(read.status, read.message, read.wantsJson);
  if (!PROJECT_ID_PATTERN.test(submission.projectId)) return captureFailure(httpStatusOf("NOT_FOUND"), UNKNOWN_FORM_MESSAGE, read.wantsJson);
  try {
    const outcome = await captureLead(context.database, context.leads, {
      projectId: submission.projectId,
      from: submission.from,
      answers: read.answers,
      address: submission.clientAddress,
      userAgent: submission.userAgent,
      referer: submission.referer,
      now: new Date(),
    }, context.leadOutboxes);
    if (outcome.kind === "stored" && !outcome.duplicate) context.logger.info({ projectId: outcome.form.project.id, leadId: outcome.leadId }, "lead stored");
    return await captureResponse(context.database.db, outcome, submission.from, read.wantsJson);
  } catch (error) {
    // Nothing was acknowledged, so the visitor's retry (same idempotency key) stores it once.
    context.logger.error({ err: error, projectId: submission.projectId }, "lead submission failed");
    return captureFailure(500, FAILED_MESSAGE, read.wantsJson);
  }
}
