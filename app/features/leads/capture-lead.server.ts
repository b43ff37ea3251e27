import { createHash } from "node:crypto";
import { z } from "zod";
import { itemIdSchema } from "~/features/sections/content-fields";
import { LEAD_FORM_CONTROLS, type LeadFormState } from "~/features/sections/contact/lead-form-fields";
import type { AppDatabase } from "../../../db/database";
import { installationSecret } from "../../../db/installation-secrets";
import type { LeadsConfig } from "../../../server/config";
import type { LeadSpamReason } from "../../../db/schema";
import { checkFillTimeToken, type FillTimeCheck } from "./fill-time-token.server";
import { findPublishedForm, type PublishedForm } from "./find-published-form.server";
import { attributionOf, landingOf } from "./lead-attribution";
import { searchTextOf, validateSubmission } from "./lead-submission";
import { leadWriterFor, type LeadOutbox } from "./lead-writer.server";
import { rateLimiterFor } from "../../../db/rate-limiter";
import { hashAddress } from "./sender-address.server";
import { visitorTextsOfSite, type VisitorTexts } from "~/lib/visitor-texts/visitor-texts";
import { countExperimentConversion, experimentOfCompletion } from "~/features/experiments/experiment-conversions.server";

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

export type CaptureInput = {
  projectId: string;
  from: string;
  answers: Readonly<Record<string, string>>;
  address: string;
  userAgent?: string | undefined;
  now: Date;
  /** The submission's Referer header, where the form was sent from. */
  referer?: string | undefined;
};

export type CaptureOutcome =
  | { kind: "stored"; leadId: string; duplicate: boolean; spamReason: LeadSpamReason | null; form: PublishedForm }
  | { kind: "invalid"; form: PublishedForm; state: LeadFormState }
  | { kind: "rate-limited"; form: PublishedForm; state: LeadFormState; retryAfterSeconds: number }
  | { kind: "unknown" }
  | { kind: "malformed-key" };

export const MALFORMED_KEY_MESSAGE = "The form sent a malformed idempotency key: leave it out, or send 8 to 100 letters, digits, - or _.";

/** The rate limit's refusal, saying truthfully when a retry goes through (`docs/product.md#lead-capture`). */
export function rateLimitedMessage(retryAfterSeconds: number, texts: VisitorTexts): string {
  return retryAfterSeconds < 60 ? texts.text("formTooManySeconds", { seconds: retryAfterSeconds }) : texts.text("formTooManyMinutes", { minutes: Math.ceil(retryAfterSeconds / 60) });
}

/**
 * Why a submission looks like spam, or null. A missing start time is no sign: forms without
 * JavaScript never have one, and neither is a stale one (a tab left open overnight).
 */
function spamReasonOf(honeypot: string, fillTime: FillTimeCheck): LeadSpamReason | null {
  if (honeypot !== "") return "honeypot";
  if (fillTime === "too-fast") return "too-fast";
  if (fillTime === "invalid") return "forged-token";
  return null;
}

function derivedKey(input: CaptureInput, addressHash: string, sectionId: string, bucketsBack = 0): string {
  const bucket = Math.floor(input.now.getTime() / DERIVED_KEY_WINDOW_MS) - bucketsBack;
  const answers = Object.entries(input.answers)
    .filter(([name]) => name !== LEAD_FORM_CONTROLS.token && name !== LEAD_FORM_CONTROLS.idempotencyKey)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `d-${createHash("sha256").update(JSON.stringify([sectionId, input.from, addressHash, bucket, answers])).digest("base64url").slice(0, 40)}`;
}

/**
 * Takes one submission of a published contact form: checks that the form is live, validates the
 * answers, refuses only over a rate limit, and stores the lead exactly once per idempotency key,
 * resolving only after the commit. A spam heuristic (honeypot, too fast, forged start time) never
 * refuses: the lead is kept and flagged, so no visitor whose browser filled the form at once is
 * turned away (`docs/product.md#lead-capture`, decision 0017).
 */
export async function captureLead(database: AppDatabase, config: LeadsConfig, input: CaptureInput, outboxes: readonly LeadOutbox[] = []): Promise<CaptureOutcome> {
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
  // Filled here when the form script did not (decision 0019); a form refused without JavaScript
  // comes back from the capture address, not the page, and keeps it for the next try.
  const landing = landingOf(form.project.id, input.answers[LEAD_FORM_CONTROLS.landing] ?? "", input.referer);
  const attribution = attributionOf({
    projectId: form.project.id,
    landing,
    referrer: input.answers[LEAD_FORM_CONTROLS.referrer] ?? "",
    embeddedOn: input.answers[LEAD_FORM_CONTROLS.embeddedOn] ?? "",
    fromModule: form.source.kind === "module",
  });
  const values = { ...input.answers, [LEAD_FORM_CONTROLS.landing]: landing };
  const state: LeadFormState = { values, errors: {}, idempotencyKey, token: "" };

  const texts = visitorTextsOfSite(form.project.settings);
  const submission = validateSubmission(form.section.content, input.answers, texts);
  if (!submission.ok) return { kind: "invalid", form, state: { ...state, errors: submission.errors, message: submission.message } };

  const addressHash = hashAddress(secret, input.address);
  const decision = await rateLimiterFor(database).hit(
    [
      { key: `a:${addressHash}`, limit: config.limitPerAddress, windowMs: ADDRESS_WINDOW_MS },
      { key: `p:${form.project.id}`, limit: config.limitPerProject, windowMs: PROJECT_WINDOW_MS },
    ],
    now,
  );
  if (!decision.allowed) {
    const retryAfterSeconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
    return { kind: "rate-limited", form, state: { ...state, message: rateLimitedMessage(retryAfterSeconds, texts) }, retryAfterSeconds };
  }

  const spamReason = spamReasonOf(website, checkFillTimeToken(secret, token, now));
  const key = idempotencyKey ? `c-${idempotencyKey}` : derivedKey(input, addressHash, sectionId);
  if (!idempotencyKey) {
    // A form sent twice without JavaScript just either side of a window's edge has two keys; the
    // one from the window before, stored within a window's length, is the same submission.
    const earlier = await database.db
      .selectFrom("leads")
      .select("id")
      .where("projectId", "=", form.project.id)
      .where("idempotencyKey", "=", derivedKey(input, addressHash, sectionId, 1))
      .where("created", ">=", new Date(now - DERIVED_KEY_WINDOW_MS))
      .executeTakeFirst();
    if (earlier) return { kind: "stored", leadId: earlier.id, duplicate: true, spamReason, form };
  }

  // A lead of a page under an A/B test records the variant its visitor was shown (docs/product.md#ab-tests).
  const visitor = { address: input.address, userAgent: input.userAgent ?? "" };
  const experiment =
    form.source.kind === "page" ? await experimentOfCompletion(database.db, { publicationId: form.publicationId, completion: { goal: "lead", path: form.source.slug }, visitor, now: input.now }) : null;
  const stored = await leadWriterFor(database, outboxes).write({
    projectId: form.project.id,
    sourceKind: form.source.kind,
    sourceSlug: form.source.slug,
    sourcePath: form.source.path,
    // What the visitor read, as published: never what the submission says (docs/product.md#lead-capture).
    language: form.source.language,
    sectionId,
    fields: submission.fields,
    searchText: searchTextOf(submission.fields),
    idempotencyKey: key,
    addressHash,
    created: input.now,
    spamReason,
    experimentId: experiment?.experimentId ?? null,
    experimentVariant: experiment?.label ?? null,
    ...attribution,
    // Suspected spam waits in the inbox rather than reaching the partner's mailbox (decision 0017).
    mail: Boolean(config.smtpUrl) && spamReason === null,
  });
  if (experiment && !stored.duplicate && spamReason === null) await countExperimentConversion(database.db, experiment, input.now);
  return { kind: "stored", leadId: stored.id, duplicate: stored.duplicate, spamReason, form };
}
