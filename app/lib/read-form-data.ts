import { data } from "react-router";

export const UNREADABLE_FORM_MESSAGE = "The form could not be read. Reload the page and try again.";

/** The posted form, or a 400 when the body is not a form at all (malformed, wrong content type). */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(UNREADABLE_FORM_MESSAGE, { status: 400 });
  }
}
