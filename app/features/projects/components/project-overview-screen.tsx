import { Plus, Settings, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Flash, FormFailure } from "~/lib/forms/form-result";
import type { ProjectScreen } from "../overview.server";
import { primaryButton, secondaryButton } from "~/ui/button-styles";
import { FlashToaster } from "~/ui/flash-toaster";
import { FormBanner } from "~/ui/form-banner";
import { modalLink, useModalState } from "~/ui/modal-state";
import { DocumentModals } from "./document-modals";
import { ModuleList } from "./module-list";
import { PublishState, QuickLinks, VisitsChartSlot } from "./overview-panels";
import { PageList } from "./page-list";
import { ProjectHeader } from "~/ui/project-header";
import { useFetcherFailureToast } from "./use-fetcher-failure-toasts";
import { ExactColourNotice } from "./exact-colour-notice";

function SectionHeading({ id, title, count, action }: { id: string; title: string; count: number; action?: ReactNode }) {
  return (
    <div className="mb-3 flex items-center justify-between gap-3">
      <h2 id={id} className="text-base font-semibold text-neutral-900">
        {title} <span className="ml-1 text-sm font-normal text-neutral-600 tabular-nums">{count}</span>
      </h2>
      {action}
    </div>
  );
}

/** `/project/{id}`: publish state, visits, pages and modules, and the dialogs that change them. */
type ProjectOverviewScreenProps = {
  screen: ProjectScreen;
  flash: Flash | null;
  failure: FormFailure | undefined;
  /** Publishing's panel and activity chart, composed in by the route; placeholders without them. */
  publishPanel?: ReactNode;
  activity?: ReactNode;
  /** Panels a partner needs only once the site is built (scheduling, passwords): after the pages and modules. */
  laterPanels?: ReactNode;
  /** Each page's id with the added languages it is not translated into yet (docs/product.md#several-languages). */
  untranslated?: Readonly<Record<string, readonly string[]>>;
};

export function ProjectOverviewScreen({ screen, flash, failure, publishPanel, activity, laterPanels, untranslated = {} }: ProjectOverviewScreenProps) {
  const { modal, search } = useModalState();
  useFetcherFailureToast("row-actions");
  useFetcherFailureToast("reorder-pages");
  const { project, pages, modules, canEdit } = screen;
  const home = pages.find((page) => page.isHome);
  return (
    <section>
      <FlashToaster flash={flash} />
      <ProjectHeader
        project={project}
        publicHost={screen.publicHost}
        canEdit={canEdit}
        access={screen.access}
        actions={
          <>
            <Link to={`/project/${project.id}/members`} className={secondaryButton}>
              <Users aria-hidden className="size-4" />
              Members
            </Link>
            <Link to={`/project/${project.id}/settings`} className={secondaryButton}>
              <Settings aria-hidden className="size-4" />
              Settings
            </Link>
            {home ? (
              <Link to={`/editor/${project.id}/${home.slug}`} className={primaryButton}>
                Open editor
              </Link>
            ) : null}
          </>
        }
      />
      {modal && canEdit ? null : <FormBanner message={failure?.message} className="mb-6" />}
      <ExactColourNotice projectId={project.id} primaryColor={project.primaryColor} isPrimaryExact={project.settings.isPrimaryExact ?? false} />
      <div className="grid gap-4 lg:grid-cols-3">
        {publishPanel ?? (
          <PublishState
            lastPublished={project.lastPublished}
            address={`${screen.publicHost}/${project.id}`}
            pageCount={pages.length}
            moduleCount={modules.length}
          />
        )}
        <div className="lg:col-span-2">{activity ?? <VisitsChartSlot />}</div>
      </div>
      <div className="mt-4">
        <QuickLinks projectId={project.id} />
      </div>
      <section aria-labelledby="pages-heading" className="mt-10">
        <SectionHeading
          id="pages-heading"
          title="Pages"
          count={pages.length}
          action={
            canEdit ? (
              <Link {...modalLink(search, "new-page")} className={secondaryButton}>
                <Plus aria-hidden className="size-4" />
                New page
              </Link>
            ) : null
          }
        />
        <PageList pages={pages} projectId={project.id} canEdit={canEdit} search={search} untranslated={untranslated} />
      </section>
      <section aria-labelledby="modules-heading" className="mt-10">
        <SectionHeading
          id="modules-heading"
          title="Modules"
          count={modules.length}
          action={
            canEdit && modules.length > 0 ? (
              <Link {...modalLink(search, "new-module")} className={secondaryButton}>
                <Plus aria-hidden className="size-4" />
                New module
              </Link>
            ) : null
          }
        />
        <ModuleList modules={modules} projectId={project.id} canEdit={canEdit} search={search} />
      </section>
      {/* What gets a site live comes first; scheduling and passwords follow the pages they act on (docs/product.md#scheduled-publishing). */}
      {laterPanels ? <div className="mt-10 space-y-6">{laterPanels}</div> : null}
      {canEdit ? (
        <DocumentModals
          modal={modal}
          search={search}
          addressPrefix={`${screen.publicHost}/${project.id}/`}
          pages={pages.map((page) => ({ ...page, name: page.title }))}
          modules={modules}
          result={failure}
        />
      ) : null}
    </section>
  );
}
