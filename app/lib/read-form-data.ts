import { data } from "react-router";
import { httpStatusOf } from "./app-error";
import { BodyTooLargeError, chunksOf, readBodyWithin } from "./read-limited-body";

export const UNREADABLE_FORM_MESSAGE = "The form could not be read. Reload the page and try again.";
export const FORM_TOO_LARGE_MESSAGE = "This form is too large to send. Shorten what you entered and try again.";

/** The body is not a form at all (malformed, wrong content type, cut off). */
export class UnreadableFormError extends Error {
  override name = "UnreadableFormError";
}

/**
 * The posted form (urlencoded or multipart) of at most `maxBytes`, or BodyTooLargeError without
 * reading more than that, or UnreadableFormError.
 */
export async function parseFormWithin(request: Request, maxBytes: number): Promise<FormData> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = await readBodyWithin(request.body ? chunksOf(request.body) : [], maxBytes, request.headers.get("Content-Length"));
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw error;
    throw new UnreadableFormError("The body could not be read", { cause: error });
  }
  const type = request.headers.get("Content-Type");
  try {
    return await new Response(bytes, { headers: type ? { "Content-Type": type } : {} }).formData();
  } catch (error) {
    throw new UnreadableFormError("The body is not a form", { cause: error });
  }
}

/**
 * The posted form; a 413 when it is over `maxBytes` (the rest left unread), a 400 when the body is
 * not a form.
 */
export async function readFormData(request: Request, maxBytes: number): Promise<FormData> {
  try {
    return await parseFormWithin(request, maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw data(FORM_TOO_LARGE_MESSAGE, { status: httpStatusOf("TOO_LARGE") });
    throw data(UNREADABLE_FORM_MESSAGE, { status: httpStatusOf("INVALID") });
  }
}
