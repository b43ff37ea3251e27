import { createHash } from "node:crypto";
import { z } from "zod";
import { itemIdSchema } from "~/features/sections/content-fields";
import { LEAD_FORM_CONTROLS, type LeadFormState } from "~/features/sections/contact/lead-form-fields";
import type { AppDatabase } from "../../../db/database";
import { installationSecret } from "../../../db/installation-secrets";
import type { LeadsConfig } from "../../../server/config";
import { checkFillTimeToken } from "./fill-time-token.server";
import { findPublishedForm, type PublishedForm } from "./find-published-form.server";
import { searchTextOf, validateSubmission } from "./lead-submission";
import { leadWriterFor } from "./lead-writer.server";
import { rateLimiterFor } from "./rate-limiter.server";
import { hashAddress } from "./sender-address.server";

export const LEADS_SECRET_NAME = "leads";
/** Without a client key, the same answers from the same address within this window are one lead (a double click, a resent form). */
const DERIVED_KEY_WINDOW_MS = 10 * 60 * 1000;
const ADDRESS_WINDOW_MS = 10 * 60 * 1000;
const PROJECT_WINDOW_MS = 60 * 60 * 1000;

const envelopeSchema = z.object({
  [LEAD_FORM_CONTROLS.sectionId]: itemIdSchema,
  [LEAD_FORM_CONTROLS.idempotencyKey]: z.union([z.literal(""), z.string().regex(/^[A-Za-z0-9_-]{8,100}$/)]).default(""),
  [LEAD_FORM_CONTROLS.token]: z.string().max(100).default(""),
  [LEAD_FORM_CONTROLS.honeypot]: z.string().default(""),
});

export type CaptureInput = { projectId: string; from: string; answers: Readonly<Record<string, string>>; address: string; now: Date };

export type CaptureOutcome =
  | { kind: "stored"; leadId: string; duplicate: boolean; form: PublishedForm }
  | { kind: "invalid"; form: PublishedForm; state: LeadFormState }
  | { kind: "refused"; form: PublishedForm; state: LeadFormState }
  | { kind: "unknown" }
  | { kind: "malformed-key" };

export const MALFORMED_KEY_MESSAGE = "The form sent a malformed idempotency key: leave it out, or send 8 to 100 letters, digits, - or _.";
export const REFUSED_MESSAGE = "Your message could not be sent just now. Please wait a few minutes and try again.";

function derivedKey(input: CaptureInput, addressHash: string, sectionId: string): string {
  const bucket = Math.floor(input.now.getTime() / DERIVED_KEY_WINDOW_MS);
  const answers = Object.entries(input.answers)
    .filter(([name]) => name !== LEAD_FORM_CONTROLS.token && name !== LEAD_FORM_CONTROLS.idempotencyKey)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `d-${createHash("sha256").update(JSON.stringify([sectionId, input.from, addressHash, bucket, answers])).digest("base64url").slice(0, 40)}`;
}

/**
 * Takes one submission of a published contact form: checks that the form is live, refuses spam
 * with one neutral outcome (honeypot, too fast, rate limits), validates the answers, and stores
 * the lead exactly once per idempotency key, resolving only after the commit.
 */
export async function captureLead(database: AppDatabase, config: LeadsConfig, input: CaptureInput): Promise<CaptureOutcome> {
  const envelope = envelopeSchema.safeParse(input.answers);
  if (!envelope.success) {
    // A section that is not there is no form of ours; a bad key is a broken sender, and says so.
    const fields = new Set(envelope.error.issues.map((issue) => issue.path[0]));
    if (!fields.has(LEAD_FORM_CONTROLS.sectionId) && fields.has(LEAD_FORM_CONTROLS.idempotencyKey)) return { kind: "malformed-key" };
    return { kind: "unknown" };
  }
  const { sectionId, idempotencyKey, token, website } = envelope.data;
  const form = await findPublishedForm(database.db, { projectId: input.projectId, from: input.from, sectionId });
  if (!form) return { kind: "unknown" };
  const secret = await installationSecret(database.db, LEADS_SECRET_NAME);
  const now = input.now.getTime();
  const state: LeadFormState = { values: input.answers, errors: {}, idempotencyKey, token: "" };

  const fillTime = checkFillTimeToken(secret, token, now);
  if (website !== "" || fillTime === "too-fast" || fillTime === "invalid") return { kind: "refused", form, state: { ...state, message: REFUSED_MESSAGE } };

  const submission = validateSubmission(form.section.content, input.answers);
  if (!submission.ok) return { kind: "invalid", form, state: { ...state, errors: submission.errors, message: submission.message } };

  const addressHash = hashAddress(secret, input.address);
  const allowed = await rateLimiterFor(database).hit(
    [
      { key: `a:${addressHash}`, limit: config.limitPerAddress, windowMs: ADDRESS_WINDOW_MS },
      { key: `p:${form.project.id}`, limit: config.limitPerProject, windowMs: PROJECT_WINDOW_MS },
    ],
    now,
  );
  if (!allowed) return { kind: "refused", form, state: { ...state, message: REFUSED_MESSAGE } };

  const stored = await leadWriterFor(database).write({
    projectId: form.project.id,
    sourceKind: form.source.kind,
    sourceSlug: form.source.slug,
    sectionId,
    fields: submission.fields,
    searchText: searchTextOf(submission.fields),
    idempotencyKey: idempotencyKey ? `c-${idempotencyKey}` : derivedKey(input, addressHash, sectionId),
    addressHash,
    created: input.now,
    mail: Boolean(config.smtpUrl),
  });
  return { kind: "stored", leadId: stored.id, duplicate: stored.duplicate, form };
}
