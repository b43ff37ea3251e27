import { cx } from "../shared/class-names";
import { LEAD_FORM_ATTRIBUTE, LEAD_FORM_CONTROLS, leadFormFields, leadSentFragment, type LeadFormField, type LeadFormState } from "./lead-form-fields";
import type { ContactContent } from "./schema";
import type { VisitorTextId } from "~/lib/visitor-texts/visitor-text-catalogue";
import type { VisitorTexts } from "~/lib/visitor-texts/visitor-texts";

export type FormLook = { form: string; label: string; input: string; button: string; error: string; success: string };

const AUTOCOMPLETE: Partial<Record<LeadFormField["kind"], string>> = { name: "name", email: "email", phone: "tel" };
const INPUT_TYPE: Partial<Record<LeadFormField["kind"], string>> = { email: "email", phone: "tel" };
const STANDARD_LABEL: Record<Exclude<LeadFormField["kind"], "custom">, VisitorTextId> = { name: "formName", email: "formEmail", phone: "formPhone", message: "formMessage" };

function ErrorText({ id, name, error, look }: { id: string; name: string; error: string | undefined; look: FormLook }) {
  return (
    <p id={id} data-error-for={name} hidden={!error} className={cx("text-sm font-medium", look.error)}>
      {error}
    </p>
  );
}

function Field({ sectionId, field, state, look, texts }: { sectionId: string; field: LeadFormField; state: LeadFormState | undefined; look: FormLook; texts: VisitorTexts }) {
  const fieldId = `${sectionId}-${field.name}`;
  const error = state?.errors[field.name];
  const common = {
    id: fieldId,
    name: field.name,
    required: field.required,
    maxLength: field.maxLength,
    defaultValue: state?.values[field.name] ?? "",
    "aria-invalid": error ? true : undefined,
    "aria-describedby": `${fieldId}-error`,
    className: cx("w-full text-base", look.input),
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={fieldId} className={look.label}>
        {field.label || (field.kind === "custom" ? "" : texts.text(STANDARD_LABEL[field.kind]))}
        {field.required ? null : <span className="font-normal opacity-75"> {texts.text("formOptional")}</span>}
      </label>
      {field.multiline ? <textarea rows={4} {...common} /> : <input type={INPUT_TYPE[field.kind] ?? "text"} autoComplete={AUTOCOMPLETE[field.kind]} {...common} />}
      <ErrorText id={`${fieldId}-error`} name={field.name} error={error} look={look} />
    </div>
  );
}

/**
 * The contact form of a published page. Without JavaScript it posts and comes back to the page
 * at #lead-sent-{id}, where :target shows the success message instead of the form; the
 * enhancement script sends it inline and fills the same error slots the server renders.
 */
export function LeadForm(props: { sectionId: string; content: ContactContent; action: string | undefined; look: FormLook; texts: VisitorTexts; state?: LeadFormState }) {
  const { sectionId, content, look, state, texts } = props;
  const consentId = `${sectionId}-consent`;
  const consentError = state?.errors[LEAD_FORM_CONTROLS.consent];
  return (
    <div className="group/lead">
      <div id={leadSentFragment(sectionId)} tabIndex={-1} className={cx("hidden target:block", look.form, look.success)}>
        <p className="text-lg font-semibold">{content.successMessage || texts.text("formThankYou")}</p>
      </div>
      <form
        method="post"
        action={props.action}
        {...{ [LEAD_FORM_ATTRIBUTE]: sectionId }}
        data-redirect={content.redirectUrl || undefined}
        data-not-sent={texts.text("formNotSent")}
        className={cx("flex flex-col gap-5 group-has-[:target]/lead:hidden", look.form)}
      >
        <p role="alert" data-form-error="" hidden={!state?.message} className={cx("text-sm font-medium", look.error)}>
          {state?.message}
        </p>
        <input type="hidden" name={LEAD_FORM_CONTROLS.sectionId} value={sectionId} />
        <input type="hidden" name={LEAD_FORM_CONTROLS.idempotencyKey} defaultValue={state?.idempotencyKey ?? ""} />
        <input type="hidden" name={LEAD_FORM_CONTROLS.token} defaultValue={state?.token ?? ""} />
        <input type="hidden" name={LEAD_FORM_CONTROLS.landing} defaultValue={state?.values[LEAD_FORM_CONTROLS.landing] ?? ""} />
        <input type="hidden" name={LEAD_FORM_CONTROLS.referrer} defaultValue={state?.values[LEAD_FORM_CONTROLS.referrer] ?? ""} />
        {/* Off the start edge, which no page scrolls to: off the left of a right-to-left page, it would widen what scrolls sideways. */}
        <div aria-hidden="true" className="absolute -inset-s-[9999px] h-px w-px overflow-hidden">
          <label>
            Website
            <input name={LEAD_FORM_CONTROLS.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        {leadFormFields(content).map((field) => (
          <Field key={field.name} sectionId={sectionId} field={field} state={state} look={look} texts={texts} />
        ))}
        {content.consentText ? (
          <div className="flex flex-col gap-1.5">
            <label className="flex items-start gap-3 text-sm">
              <input
                id={consentId}
                type="checkbox"
                name={LEAD_FORM_CONTROLS.consent}
                value="yes"
                required
                defaultChecked={state?.values[LEAD_FORM_CONTROLS.consent] === "yes"}
                aria-describedby={`${consentId}-error`}
                className="mt-0.5 size-5 shrink-0"
              />
              <span>{content.consentText}</span>
            </label>
            <ErrorText id={`${consentId}-error`} name={LEAD_FORM_CONTROLS.consent} error={consentError} look={look} />
          </div>
        ) : null}
        <button type="submit" className={cx("min-h-11 px-6 py-3 font-semibold transition-colors disabled:cursor-wait disabled:opacity-70", look.button)}>
          {content.submitLabel || texts.text("formSend")}
        </button>
      </form>
    </div>
  );
}
