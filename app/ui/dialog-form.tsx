import { useRef, type FormEvent, type ReactNode } from "react";
import { Form, useSubmit } from "react-router";

/**
 * Runs before a dialog's form posts and may change what it posts: the editor saves its pending
 * edits first and sends the version that save produced.
 */
export type BeforeSubmit = (form: FormData) => Promise<void>;

/**
 * A URL-opened dialog's form: a plain post that works without JavaScript and replaces the dialog's
 * history entry, so Back after a success does not reopen it. With `beforeSubmit`, the post waits
 * for it.
 */
export function DialogForm({ beforeSubmit, className, children }: { beforeSubmit?: BeforeSubmit | undefined; className?: string; children: ReactNode }) {
  const submit = useSubmit();
  const preparing = useRef(false);

  async function submitAfterPreparing(event: FormEvent<HTMLFormElement>, prepare: BeforeSubmit) {
    event.preventDefault();
    if (preparing.current) return;
    preparing.current = true;
    // The submit button carries the intent, so it goes into the form data as the browser would put it.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const form = new FormData(event.currentTarget, submitter);
    try {
      await prepare(form);
    } finally {
      preparing.current = false;
    }
    await submit(form, { method: "post", replace: true, preventScrollReset: true });
  }

  return (
    <Form
      method="post"
      replace
      preventScrollReset
      noValidate
      className={className}
      onSubmit={beforeSubmit ? (event) => void submitAfterPreparing(event, beforeSubmit) : undefined}
    >
      {children}
    </Form>
  );
}

/** The form's fixed fields: what it is about (kind, target, version). */
export function HiddenFields({ fields }: { fields: Record<string, string> }) {
  return Object.entries(fields).map(([field, value]) => <input key={field} type="hidden" name={field} value={value} />);
}
