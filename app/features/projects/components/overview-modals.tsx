import { copySuggestion } from "../copy-suggestion";
import { failureOf, type FormFailure } from "~/lib/forms/form-result";
import type { ProjectScreen } from "../overview.server";
import { ConfirmDeleteModal, MissingTargetModal } from "./confirm-delete-modal";
import { NameSlugModal } from "./name-slug-modal";

type OverviewModalsProps = { modal: string | null; search: URLSearchParams; screen: ProjectScreen; result: FormFailure | undefined };

/** The dialog the URL asks for on the overview, if the person may use it. */
export function OverviewModals({ modal, search, screen, result }: OverviewModalsProps) {
  if (!modal || !screen.canEdit) return null;
  const { project, pages, modules } = screen;
  const prefix = `${screen.publicHost}/${project.id}/`;
  const page = pages.find((candidate) => candidate.id === search.get("page"));
  const found = modules.find((candidate) => candidate.id === search.get("module"));
  const pageModal = { nameField: "title", nameLabel: "Title", slugPrefix: prefix } as const;
  const moduleModal = { nameField: "name", nameLabel: "Name", slugPrefix: prefix, slugSuffix: "/module" } as const;

  switch (modal) {
    case "new-page":
      return (
        <NameSlugModal
          {...pageModal}
          title="New page"
          description="An empty page at the end of the list. Add sections in the editor."
          intent="create-page"
          initial={{ name: "", slug: "" }}
          slugFollowsName
          hidden={{}}
          submitLabel="Create page"
          pendingLabel="Creating…"
          failure={failureOf(result, "create-page")}
        />
      );
    case "duplicate-page":
      if (!page) return <MissingTargetModal what="page" />;
      return (
        <NameSlugModal
          {...pageModal}
          title={`Duplicate “${page.title}”`}
          description="A copy of the page with all its sections and SEO settings."
          intent="duplicate-page"
          initial={copySuggestion({ name: page.title, slug: page.slug })}
          slugFollowsName={false}
          hidden={{ page: page.id }}
          submitLabel="Duplicate page"
          pendingLabel="Duplicating…"
          failure={failureOf(result, "duplicate-page")}
        />
      );
    case "rename-page":
      if (!page) return <MissingTargetModal what="page" />;
      return (
        <NameSlugModal
          {...pageModal}
          title={`Rename “${page.title}”`}
          description="Changing the slug changes the page's address; links to the old address stop working."
          intent="rename-page"
          initial={{ name: page.title, slug: page.slug }}
          slugFollowsName={false}
          hidden={{ page: page.id, version: String(page.version) }}
          submitLabel="Save"
          pendingLabel="Saving…"
          failure={failureOf(result, "rename-page")}
        />
      );
    case "delete-page":
      if (!page) return <MissingTargetModal what="page" />;
      return (
        <ConfirmDeleteModal
          title={`Delete “${page.title}”?`}
          description={`The page /${page.slug} and all its sections are removed. This cannot be undone.`}
          intent="delete-page"
          hidden={{ page: page.id }}
          failure={failureOf(result, "delete-page")}
        />
      );
    case "new-module":
      return (
        <NameSlugModal
          {...moduleModal}
          title="New module"
          description="A block of sections you edit once and reuse on many pages."
          intent="create-module"
          initial={{ name: "", slug: "" }}
          slugFollowsName
          hidden={{}}
          submitLabel="Create module"
          pendingLabel="Creating…"
          failure={failureOf(result, "create-module")}
        />
      );
    case "duplicate-module":
      if (!found) return <MissingTargetModal what="module" />;
      return (
        <NameSlugModal
          {...moduleModal}
          title={`Duplicate “${found.name}”`}
          description="A copy of the module with all its sections."
          intent="duplicate-module"
          initial={copySuggestion(found)}
          slugFollowsName={false}
          hidden={{ module: found.id }}
          submitLabel="Duplicate module"
          pendingLabel="Duplicating…"
          failure={failureOf(result, "duplicate-module")}
        />
      );
    case "rename-module":
      if (!found) return <MissingTargetModal what="module" />;
      return (
        <NameSlugModal
          {...moduleModal}
          title={`Rename “${found.name}”`}
          description="The slug is part of the module's address and embed snippet."
          intent="rename-module"
          initial={{ name: found.name, slug: found.slug }}
          slugFollowsName={false}
          hidden={{ module: found.id, version: String(found.version) }}
          submitLabel="Save"
          pendingLabel="Saving…"
          failure={failureOf(result, "rename-module")}
        />
      );
    case "delete-module":
      if (!found) return <MissingTargetModal what="module" />;
      return (
        <ConfirmDeleteModal
          title={`Delete “${found.name}”?`}
          description="The module and its sections are removed, also from every page that uses it at the next publish. This cannot be undone."
          intent="delete-module"
          hidden={{ module: found.id }}
          failure={failureOf(result, "delete-module")}
        />
      );
    default:
      return null;
  }
}
