import { httpStatusOf } from "~/lib/app-error";
import { BodyTooLargeError, readBodyWithin } from "~/lib/read-limited-body";

/** Far above any real form (five 5,000-character answers), far below what would cost us. */
export const MAX_LEAD_BODY_BYTES = 64 * 1024;
const MAX_FIELDS = 40;

/** What a lead submission's HTTP request says, as the server's fast path reads it off Node's request. */
export type CaptureHttpRequest = {
  contentType: string | undefined;
  accept: string | undefined;
  contentLength: string | undefined;
  /** The page the form was sent from (decision 0019: attribution without the form script). */
  referer?: string | undefined;
  body: AsyncIterable<Uint8Array>;
};

export type CaptureRequest =
  | { ok: true; answers: Record<string, string>; wantsJson: boolean }
  | { ok: false; status: number; message: string; wantsJson: boolean };

function fromForm(text: string): Record<string, string> | null {
  const answers: Record<string, string> = {};
  const params = new URLSearchParams(text);
  for (const [name, value] of params) {
    if (Object.keys(answers).length >= MAX_FIELDS && !Object.hasOwn(answers, name)) return null;
    if (!Object.hasOwn(answers, name)) answers[name] = value;
  }
  return answers;
}

function fromJson(text: string): Record<string, string> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null;
  const entries = Object.entries(parsed);
  if (entries.length > MAX_FIELDS) return null;
  const answers: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (typeof value === "string") answers[name] = value;
    else if (typeof value === "number" || typeof value === "boolean") answers[name] = String(value);
    else if (value !== null) return null;
  }
  return answers;
}

/**
 * Reads a lead submission: an HTML form post (urlencoded) or the enhancement script's JSON, at
 * most MAX_LEAD_BODY_BYTES, as a flat map of strings. Anything else is refused without a 5xx.
 */
export async function readCaptureRequest(request: CaptureHttpRequest): Promise<CaptureRequest> {
  const type = (request.contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  const wantsJson = type === "application/json" || (request.accept ?? "").includes("application/json");
  if (type !== "application/x-www-form-urlencoded" && type !== "application/json") {
    return { ok: false, status: httpStatusOf("UNSUPPORTED_MEDIA_TYPE"), message: "Send the form as application/x-www-form-urlencoded or application/json.", wantsJson };
  }
  let text: string;
  try {
    text = new TextDecoder().decode(await readBodyWithin(request.body, MAX_LEAD_BODY_BYTES, request.contentLength));
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { ok: false, status: httpStatusOf("TOO_LARGE"), message: "The form is too large.", wantsJson };
    return { ok: false, status: httpStatusOf("INVALID"), message: "The form could not be read.", wantsJson };
  }
  const answers = type === "application/json" ? fromJson(text) : fromForm(text);
  if (!answers) return { ok: false, status: httpStatusOf("INVALID"), message: "The form could not be read.", wantsJson };
  return { ok: true, answers, wantsJson };
}
