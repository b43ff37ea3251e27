import { copySuggestion } from "../copy-suggestion";
import type { DocumentIntent, DocumentKind } from "../document-command";
import { isFormFailure, type FormFailure } from "~/lib/forms/form-result";
import { ConfirmDeleteModal, MissingTargetModal } from "./confirm-delete-modal";
import type { BeforeSubmit } from "~/ui/dialog-form";
import { NameSlugModal } from "./name-slug-modal";
import { PageSettingsModal } from "./page-settings-modal";
import type { PageSeo } from "../../../../db/stored-values";

/** A page or module as its dialogs show it; a page's title is its name. */
export type DocumentItem = { id: string; name: string; slug: string; version: number; isHome?: boolean; seo?: PageSeo };

type DocumentModalsProps = {
  modal: string | null;
  search: URLSearchParams;
  /** The start of the project's public addresses, `{host}/{projectId}/`. */
  addressPrefix: string;
  /** The pages whose dialogs this screen offers, or null for none (the module editor); the same for modules. */
  pages: readonly DocumentItem[] | null;
  modules: readonly DocumentItem[] | null;
  /** The screen's last refused post, shown in the dialog that sent it. */
  result: unknown;
  beforeSubmit?: BeforeSubmit | undefined;
};

const WORDS = {
  page: {
    what: "page",
    nameLabel: "Title",
    slugSuffix: "",
    newDescription: "An empty page at the end of the list. Add sections in the editor.",
    duplicateDescription: "A copy of the page with all its sections and SEO settings.",
    renameDescription: "Changing the slug changes the page's address. Keep the box ticked and visitors of the old address are sent to the new one.",
    deleteDescription: (item: DocumentItem) => `The page /${item.slug} and all its sections are removed. This cannot be undone.`,
  },
  module: {
    what: "module",
    nameLabel: "Name",
    slugSuffix: "/module",
    newDescription: "A block of sections you edit once and reuse on many pages.",
    duplicateDescription: "A copy of the module with all its sections.",
    renameDescription: "The slug is part of the module's address and embed snippet.",
    deleteDescription: () => "The module and its sections are removed, also from every page that uses it at the next publish. This cannot be undone.",
  },
} as const;

/** The refusal of the form that posted `intent` for `kind`, or undefined when it belongs to another form. */
function commandFailureOf(result: unknown, intent: DocumentIntent, kind: DocumentKind): FormFailure | undefined {
  return isFormFailure(result) && result.intent === intent && result.values.kind === kind ? result : undefined;
}

const MODAL_ACTIONS = ["new", "duplicate", "rename", "delete", "settings"] as const;
const KINDS = ["page", "module"] as const;

/** Which dialog a `?modal=` value opens: `new-page`, `rename-module`, … */
function parseModal(modal: string) {
  for (const action of MODAL_ACTIONS) for (const kind of KINDS) if (modal === `${action}-${kind}`) return { action, kind };
  return null;
}

/**
 * The dialogs that create, duplicate, rename and delete pages and modules, opened by the URL
 * (`?modal=rename-page&page={id}`) on the project overview and in the editor alike. They post the
 * one command vocabulary (document-command.ts) to the screen's own action.
 */
export function DocumentModals({ modal, search, addressPrefix, pages, modules, result, beforeSubmit }: DocumentModalsProps) {
  const opened = modal ? parseModal(modal) : null;
  if (!opened) return null;
  const { action, kind } = opened;
  const items = kind === "page" ? pages : modules;
  if (!items) return null;
  const words = WORDS[kind];
  const naming = { nameLabel: words.nameLabel, slugPrefix: addressPrefix, slugSuffix: words.slugSuffix, beforeSubmit };

  if (action === "new") {
    return (
      <NameSlugModal
        {...naming}
        title={`New ${words.what}`}
        description={words.newDescription}
        intent="create"
        initial={{ name: "", slug: "" }}
        slugFollowsName
        hidden={{ kind }}
        submitLabel={`Create ${words.what}`}
        pendingLabel="Creating…"
        failure={commandFailureOf(result, "create", kind)}
      />
    );
  }
  const item = items.find((candidate) => candidate.id === search.get(kind));
  if (!item) return <MissingTargetModal what={words.what} />;
  const target = { kind, target: item.id };
  switch (action) {
    case "duplicate":
      return (
        <NameSlugModal
          {...naming}
          title={`Duplicate “${item.name}”`}
          description={words.duplicateDescription}
          intent="duplicate"
          initial={copySuggestion(item)}
          slugFollowsName={false}
          hidden={target}
          submitLabel={`Duplicate ${words.what}`}
          pendingLabel="Duplicating…"
          failure={commandFailureOf(result, "duplicate", kind)}
        />
      );
    case "rename":
      return (
        <NameSlugModal
          {...naming}
          title={`Rename “${item.name}”`}
          description={words.renameDescription}
          intent="rename"
          initial={{ name: item.name, slug: item.slug }}
          slugFollowsName={false}
          hidden={{ ...target, version: String(item.version) }}
          redirectFromSlug={kind === "page" ? item.slug : undefined}
          submitLabel="Save"
          pendingLabel="Saving…"
          failure={commandFailureOf(result, "rename", kind)}
        />
      );
    case "settings": {
      // `{host}/{projectId}/`: the project's id is its last part.
      const projectId = addressPrefix.split("/").at(-2) ?? "";
      const canonicalUrl = item.isHome ? addressPrefix.slice(0, -1) : `${addressPrefix}${item.slug}`;
      return kind === "page" ? <PageSettingsModal projectId={projectId} page={item} canonicalUrl={canonicalUrl} failure={commandFailureOf(result, "page-settings", kind)} beforeSubmit={beforeSubmit} /> : null;
    }
    case "delete":
      return (
        <ConfirmDeleteModal
          title={`Delete “${item.name}”?`}
          description={words.deleteDescription(item)}
          intent="delete"
          hidden={target}
          failure={commandFailureOf(result, "delete", kind)}
          beforeSubmit={beforeSubmit}
        />
      );
  }
}
