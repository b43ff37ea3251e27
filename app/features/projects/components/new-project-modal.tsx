import { useState } from "react";
import { Form } from "react-router";
import { ColourField } from "~/ui/colour-picker/colour-field";
import { TextField } from "~/ui/text-field";
import type { FormFailure } from "~/lib/forms/form-result";
import { DEFAULT_PRIMARY_COLOR } from "../schema";
import { NAME_MAX_LENGTH } from "~/lib/name-limits";
import { FormBanner } from "~/ui/form-banner";
import { ProjectIdField } from "./project-id-field";
import { StartingPointGallery, type TemplateCard } from "./starting-point-gallery";
import { SubmitButton } from "~/ui/submit-button";
import { ModalActions, ModalCancel, UrlModal } from "~/ui/url-modal";

export function NewProjectModal({ failure, publicHost, templates }: { failure: FormFailure | undefined; publicHost: string; templates: readonly TemplateCard[] }) {
  const values = failure?.values ?? {};
  const errors = failure?.fieldErrors ?? {};
  const [name, setName] = useState(values.name ?? "");
  const [start, setStart] = useState(values.start || "starter");
  const [colour, setColour] = useState(values.primaryColor || DEFAULT_PRIMARY_COLOR);
  // The colour follows the chosen template until the partner picks one of their own.
  const [isColourChosen, setIsColourChosen] = useState(Boolean(values.primaryColor));
  const template = templates.find((entry) => entry.id === start);
  function chooseStart(next: string) {
    setStart(next);
    const nextTemplate = templates.find((entry) => entry.id === next);
    if (!isColourChosen) setColour(nextTemplate?.primaryColor ?? DEFAULT_PRIMARY_COLOR);
  }
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
          value={colour}
          onChange={(next) => {
            setColour(next.hex);
            setIsColourChosen(true);
          }}
          error={errors.primaryColor}
          description="Buttons, links and accents of the site are derived from it."
        />
        <StartingPointGallery templates={templates} value={start} onChange={chooseStart} error={errors.start} />
        <ModalActions>
          <ModalCancel />
          <SubmitButton intent="create-project" pendingLabel="Creating…">
            {template ? "Use this template" : "Create project"}
          </SubmitButton>
        </ModalActions>
      </Form>
    </UrlModal>
  );
}
