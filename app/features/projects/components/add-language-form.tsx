import { useState, type FormEvent } from "react";
import { Form } from "react-router";
import { SITE_LANGUAGE_CHOICES } from "~/lib/site-languages";
import { ComboboxField } from "~/ui/combobox-field";
import { secondaryButton } from "~/ui/button-styles";
import { SubmitButton } from "~/ui/submit-button";
import { ADD_LANGUAGE_INTENT, siteLanguageSchema } from "../language-schema";

/**
 * "Add a language": the searchable list of the site language setting, without the site's own and
 * the added ones. Checked with the action's own schema before it posts, so an empty choice is
 * marked at once; the server checks the same and more (a page at the language's address).
 */
export function AddLanguageForm({ version, taken, error }: { version: number; taken: readonly string[]; error: string | undefined }) {
  const [missing, setMissing] = useState<string | undefined>(undefined);
  const options = SITE_LANGUAGE_CHOICES.filter((choice) => !taken.includes(choice.value));
  function check(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const parsed = siteLanguageSchema.safeParse({ language: form.get("language"), version: form.get("version") });
    const problem = parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === "language")?.message;
    setMissing(problem);
    if (problem) event.preventDefault();
  }
  return (
    <Form method="post" preventScrollReset noValidate onSubmit={check} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <input type="hidden" name="version" value={version} />
      <ComboboxField
        label="Add a language"
        name="language"
        options={options}
        error={missing ?? error}
        noMatch="No language by that name, or the site has it already. Try its English name or code, such as German or de."
        description="Every page gets a version in it, a copy of this site's to translate in the editor."
        className="min-w-0 flex-1"
      />
      <SubmitButton intent={ADD_LANGUAGE_INTENT} pendingLabel="Adding…" className={`${secondaryButton} sm:mt-7`}>
        Add language
      </SubmitButton>
    </Form>
  );
}
