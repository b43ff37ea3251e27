import { CornerDownRight, Globe, Webhook } from "lucide-react";
import { Link } from "react-router";
import { secondaryButton } from "~/ui/button-styles";
import { failureOf, type Flash, type FormFailure } from "~/lib/forms/form-result";
import type { ProjectScreen } from "../overview.server";
import { DangerZone, DeleteProjectModal } from "./delete-project";
import { FlashToaster } from "~/ui/flash-toaster";
import { useModalState } from "~/ui/modal-state";
import { ProjectHeader } from "~/ui/project-header";
import type { FaviconChoice } from "./favicon-field";
import { SettingsForm } from "./settings-form";
import { languageFailureOf, SiteLanguagesCard } from "./site-languages-card";
import type { TranslationProgress } from "../translation-reads.server";

/** `/project/{id}/settings`: the settings form, the site's languages and, for the owner, the danger zone. */
export function ProjectSettingsScreen(props: {
  screen: ProjectScreen;
  languages: TranslationProgress;
  faviconChoices: readonly FaviconChoice[];
  flash: Flash | null;
  failure: FormFailure | undefined;
}) {
  const { screen, flash, failure } = props;
  const { modal, search } = useModalState();
  const { project, canEdit } = screen;
  const deleteFailure = failureOf(failure, "delete-project");
  // Each form shows its own refusal: a language's never reaches the settings form, whose version it would otherwise take.
  const languageFailure = languageFailureOf(failure);
  return (
    <section>
      <FlashToaster flash={flash} />
      <ProjectHeader
        project={project}
        publicHost={screen.publicHost}
        screen="Settings"
        canEdit={canEdit}
        access={screen.access}
        actions={
          <>
            <Link to={`/project/${project.id}/settings/domains`} className={secondaryButton}>
              <Globe aria-hidden className="size-4" />
              Domains
            </Link>
            <Link to={`/project/${project.id}/settings/redirects`} className={secondaryButton}>
              <CornerDownRight aria-hidden className="size-4" />
              Redirects
            </Link>
            <Link to={`/project/${project.id}/settings/integrations`} className={secondaryButton}>
              <Webhook aria-hidden className="size-4" />
              Integrations
            </Link>
          </>
        }
      />
      <SettingsForm screen={screen} faviconChoices={props.faviconChoices} failure={failure && !deleteFailure && !languageFailure ? failure : undefined} />
      <SiteLanguagesCard
        projectId={project.id}
        progress={props.languages}
        version={project.settingsVersion}
        canEdit={canEdit}
        homeSlug={screen.pages.find((page) => page.isHome)?.slug ?? null}
        search={search}
        modal={modal}
        failure={languageFailure}
      />
      {canEdit ? <DangerZone search={search} /> : null}
      {canEdit && (modal === "delete-project" || deleteFailure) ? <DeleteProjectModal project={project} failure={deleteFailure} /> : null}
    </section>
  );
}
