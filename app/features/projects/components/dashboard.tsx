import { FolderPlus, Plus, Search, X } from "lucide-react";
import { Form, Link, useLocation } from "react-router";
import { PageHeader } from "~/ui/page-header";
import type { DashboardCard } from "../dashboard.server";
import type { Flash, FormFailure } from "~/lib/forms/form-result";
import { NAME_MAX_LENGTH } from "~/lib/name-limits";
import { primaryButton, secondaryButton } from "~/ui/button-styles";
import { FlashToaster } from "~/ui/flash-toaster";
import { FormBanner } from "~/ui/form-banner";
import { modalLink, useModalState } from "~/ui/modal-state";
import { NewProjectModal } from "./new-project-modal";
import type { TemplateCard } from "./starting-point-gallery";
import { ProjectCard } from "./project-card";

type DashboardProps = {
  search: string;
  cards: DashboardCard[];
  hasMore: boolean;
  publicHost: string;
  flash: Flash | null;
  failure: FormFailure | undefined;
  templates: readonly TemplateCard[];
};

function NewProjectLink({ label = "New project" }: { label?: string }) {
  const location = useLocation();
  return (
    <Link {...modalLink(new URLSearchParams(location.search), "new-project")} className={primaryButton}>
      <Plus aria-hidden className="size-4" />
      {label}
    </Link>
  );
}

function SearchForm({ search }: { search: string }) {
  return (
    <Form method="get" role="search" className="relative w-full sm:max-w-xs">
      <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-600" />
      <label htmlFor="project-search" className="sr-only">
        Search projects
      </label>
      <input
        id="project-search"
        type="search"
        name="q"
        defaultValue={search}
        key={search}
        maxLength={NAME_MAX_LENGTH}
        placeholder="Search by name or id"
        className="block w-full rounded-md border border-neutral-300 bg-white py-2 pr-3 pl-9 text-sm shadow-xs placeholder:text-neutral-600 focus:border-accent focus:ring-3 focus:ring-accent/20 focus:outline-none"
      />
    </Form>
  );
}

function EmptyState({ search }: { search: string }) {
  if (search) {
    return (
      <div className="rounded-xl border border-dashed border-neutral-300 bg-white px-6 py-14 text-center">
        <p className="font-medium text-neutral-900">No projects match “{search}”</p>
        <p className="mt-1 text-sm text-neutral-600">Try another name or id.</p>
        <Link to="/" className={`${secondaryButton} mt-5`}>
          <X aria-hidden className="size-4" />
          Clear search
        </Link>
      </div>
    );
  }
  return (
    <div className="rounded-xl border border-dashed border-neutral-300 bg-white px-6 py-16 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent/10 text-accent">
        <FolderPlus aria-hidden className="size-6" />
      </span>
      <h2 className="mt-4 text-base font-semibold text-neutral-900">Create your first project</h2>
      <p className="mx-auto mt-1 max-w-sm text-sm text-neutral-600">
        Start from a template made for your kind of business, a ready landing page, or a blank page.
      </p>
      <div className="mt-6">
        <NewProjectLink label="New project" />
      </div>
    </div>
  );
}

/** `/` for a signed-in partner: their projects, a search and the new-project dialog. */
export function Dashboard({ search, cards, hasMore, publicHost, flash, failure, templates }: DashboardProps) {
  const { modal } = useModalState();
  const hasProjects = cards.length > 0 || search !== "";
  return (
    <section>
      <FlashToaster flash={flash} />
      {/* Before the first project the empty state's button is the one primary action (docs/product.md#dashboard). */}
      <PageHeader title="Projects" description="Your sites and landing pages." actions={hasProjects ? <NewProjectLink /> : undefined} />
      {modal !== "new-project" ? <FormBanner message={failure?.message} className="mb-6" /> : null}
      {hasProjects ? (
        <div className="mb-5">
          <SearchForm search={search} />
        </div>
      ) : null}
      {cards.length === 0 ? (
        <EmptyState search={search} />
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((card) => (
              <ProjectCard key={card.id} card={card} publicHost={publicHost} />
            ))}
          </ul>
          {hasMore ? <p className="mt-4 text-sm text-neutral-600">Showing the most recently changed projects. Search to find older ones.</p> : null}
        </>
      )}
      {modal === "new-project" ? <NewProjectModal failure={failure} publicHost={publicHost} templates={templates} /> : null}
    </section>
  );
}
