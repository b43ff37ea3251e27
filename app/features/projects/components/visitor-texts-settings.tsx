import { useState } from "react";
import { ENGLISH_VISITOR_TEXTS, VISITOR_TEXT_GROUPS } from "~/lib/visitor-texts/visitor-text-catalogue";
import { defaultVisitorText, visitorTextFieldName, VISITOR_TEXT_MAX_LENGTH, type VisitorTextOverrides } from "~/lib/visitor-texts/visitor-texts";
import { siteLanguageOf } from "~/lib/site-languages";
import { TextField } from "~/ui/text-field";

/**
 * The partner's own wording of what the product writes on the site's pages (docs/product.md#texts-visitors-read):
 * one field per text, labelled with its English text in quotes, empty for the site language's own text.
 * Closed until asked for, and opened by itself when one of its texts was refused. Its fields are
 * made when it is first opened (fifty fields nobody asked for stay out of the page) and kept from
 * then on, so what was typed is sent with the form even after it is closed again.
 */
export function VisitorTextsSettings(props: {
  language: string;
  stored: VisitorTextOverrides;
  values: Readonly<Partial<Record<string, string>>> | undefined;
  errors: Readonly<Partial<Record<string, string>>>;
}) {
  const { language, stored, values, errors } = props;
  const languageName = siteLanguageOf(language).english;
  // After a refused save it opens again when it was used, so what was typed in it is shown and sent again.
  const used = Object.keys(errors).some((name) => name.startsWith("visitorTexts")) || Object.keys(values ?? {}).some((name) => name.startsWith("visitorTexts."));
  const changed = Object.values(stored).filter(Boolean).length;
  const [opened, setOpened] = useState(used);
  return (
    <details open={used} onToggle={(event) => event.currentTarget.open && setOpened(true)} className="group rounded-lg border border-neutral-200">
      <summary className="cursor-pointer rounded-lg px-4 py-3 text-sm font-medium text-neutral-900 hover:bg-neutral-50">Change the wording{changed > 0 ? ` (${changed} changed)` : ""}</summary>
      {opened ? (
        <div className="space-y-6 border-t border-neutral-200 px-4 py-4">
          {errors.visitorTexts ? <p className="text-sm text-red-700">{errors.visitorTexts}</p> : null}
          {VISITOR_TEXT_GROUPS.map((group) => (
            <fieldset key={group.title} className="space-y-4">
              <legend className="text-sm font-semibold text-neutral-900">{group.title}</legend>
              {group.ids.map((id) => {
                const name = visitorTextFieldName(id);
                const said = defaultVisitorText(id, language);
                return (
                  <TextField
                    key={id}
                    // Quoted, so a text such as Phone is never taken for the settings field of that name.
                    label={`“${ENGLISH_VISITOR_TEXTS[id]}”`}
                    name={name}
                    defaultValue={values?.[name] ?? stored[id] ?? ""}
                    placeholder={said}
                    lang={language}
                    dir="auto"
                    maxLength={VISITOR_TEXT_MAX_LENGTH}
                    error={errors[name]}
                    description={said === ENGLISH_VISITOR_TEXTS[id] ? "Leave empty to keep this text." : `Leave empty to keep the ${languageName} text: ${said}`}
                  />
                );
              })}
            </fieldset>
          ))}
        </div>
      ) : null}
    </details>
  );
}
