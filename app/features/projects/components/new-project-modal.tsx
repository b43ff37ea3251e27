import { useState } from "react";
import { Form } from "react-router";
import { ColourField } from "~/ui/colour-picker/colour-field";
import { RadioGroupField } from "~/ui/radio-group-field";
import { TextField } from "~/ui/text-field";
import type { FormFailure } from "~/lib/forms/form-result";
import { DEFAULT_PRIMARY_COLOR } from "../schema";
import { NAME_MAX_LENGTH } from "~/lib/name-limits";
import { FormBanner } from "~/ui/form-banner";
import { ProjectIdField } from "./project-id-field";
import { SubmitButton } from "~/ui/submit-button";
import { ModalActions, ModalCancel, UrlModal } from "~/ui/url-modal";

const STARTS = [
  { value: "starter", label: "Starter landing page", description: "Header, hero, features, pricing, FAQ and contact, filled with example content." },
  { value: "blank", label: "Blank", description: "One empty home page to build from scratch." },
] as const;

export function NewProjectModal({ failure, publicHost }: { failure: FormFailure | undefined; publicHost: string }) {
  const values = failure?.values ?? {};
  const errors = failure?.fieldErrors ?? {};
  const [name, setName] = useState(values.name ?? "");
  const fieldMessages = Object.values(errors).filter(Boolean).length;
  return (
    <UrlModal title="New project" description="A project is one site: its pages, modules, leads and images.">
      <Form method="post" replace preventScrollReset className="space-y-5" noValidate>
        <FormBanner message={failure && fieldMessages === 0 ? failure.message : undefined} />
        <TextField
          label="Name"
          name="name"
          value={name}
          onChange={setName}
          error={errors.name}
          maxLength={NAME_MAX_LENGTH}
          placeholder="Summer sale"
          autoComplete="off"
          autoFocus
          required
        />
        <ProjectIdField projectName={name} defaultValue={values.id ?? ""} error={errors.id} publicHost={publicHost} />
        <ColourField
          label="Primary colour"
          name="primaryColor"
          defaultValue={values.primaryColor ?? DEFAULT_PRIMARY_COLOR}
          error={errors.primaryColor}
          description="Buttons, links and accents of the site are derived from it."
        />
        <RadioGroupField
          label="Starting point"
          name="start"
          options={STARTS}
          defaultValue={values.start === "blank" ? "blank" : "starter"}
          error={errors.start}
        />
        <ModalActions>
          <ModalCancel />
          <SubmitButton intent="create-project" pendingLabel="Creating…">
            Create project
          </SubmitButton>
        </ModalActions>
      </Form>
    </UrlModal>
  );
}
