import { CircleDashed, ExternalLink, History, Rocket } from "lucide-react";
import { Link, useFetcher, useLocation } from "react-router";
import { toast } from "sonner";
import { ActionResultMessage } from "~/ui/action-result-message";
import { modalLink } from "~/ui/modal-state";
import type { PublishActionResult } from "../publish-actions.server";
import type { SourceState } from "~/lib/public-paths";
import type { ChangeSummary } from "../../../../db/stored-values";
import { PublishDialogs } from "./publish-dialogs";

const button =
  "inline-flex items-center justify-center gap-2 rounded-md px-3.5 py-2 text-sm font-medium whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent";

export type PublishPanelProps = {
  projectId: string;
  address: string;
  canPublish: boolean;
  state: {
    livePublicationId: string | null;
    lastPublishedAt: string | null;
    publications: ReadonlyArray<{ id: string; number: number; created: string; isLive: boolean; changes: ChangeSummary | null }>;
    pages: Readonly<Record<string, SourceState>>;
    modules: Readonly<Record<string, SourceState>>;
    settings: "live" | "changed";
    hasUnpublishedChanges: boolean;
  };
};

function formatTime(iso: string): string {
  return new Date(iso).toLocaleString("en", { dateStyle: "medium", timeStyle: "short" });
}

const CHANGE_WORDS = { added: " (new)", changed: "", removed: " (removed)" } as const;

/** What a version changed, in a line: "Home, About us (new) · module Footer · site settings". */
export function describeChanges(changes: ChangeSummary): string {
  if (changes.first) return "First publication";
  const parts = [
    changes.pages.map((page) => `${page.name}${CHANGE_WORDS[page.change]}`).join(", "),
    changes.modules.map((module) => `module ${module.name}${CHANGE_WORDS[module.change]}`).join(", "),
    changes.settings ? "site settings" : "",
  ].filter(Boolean);
  return parts.length ? parts.join(" · ") : "No changes";
}

/** "Unpublished changes: 2 pages or modules and the site settings." */
export function describeUnpublished(changedSources: number, settingsChanged: boolean): string {
  const sources = changedSources === 1 ? "1 page or module" : changedSources > 1 ? `${changedSources} pages or modules` : "";
  return `Unpublished changes: ${[sources, settingsChanged ? "the site settings" : ""].filter(Boolean).join(" and ")}.`;
}

function showResult(result: PublishActionResult) {
  if (result.ok) toast.success(result.message);
  else toast.error(result.message);
}

/**
 * Publish, unpublish and roll back from the overview; every action posts to /project/{id}/publish,
 * and unpublish and rollback ask first (PublishDialogs).
 */
export function PublishPanel({ projectId, address, canPublish, state }: PublishPanelProps) {
  const fetcher = useFetcher<PublishActionResult>();
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;
  const search = new URLSearchParams(useLocation().search);

  const live = state.publications.find((publication) => publication.isLive);
  const changed = [...Object.values(state.pages), ...Object.values(state.modules)].filter((value) => value !== "live").length;
  const action = `/project/${projectId}/publish`;
  return (
    <section aria-labelledby="publish-state" className="flex flex-col rounded-xl border border-neutral-200 bg-white p-5 shadow-xs">
      <h2 id="publish-state" className="text-sm font-medium text-neutral-600">
        Publish state
      </h2>
      <p className="mt-2 flex items-center gap-2 text-base font-medium text-neutral-900" data-testid="publish-status">
        {live ? (
          <>
            <span aria-hidden className="size-2 rounded-full bg-emerald-500" />
            Live: version {live.number}
          </>
        ) : (
          <>
            <CircleDashed aria-hidden className="size-4 text-neutral-600" />
            {state.publications.length ? "Offline" : "Not published yet"}
          </>
        )}
      </p>
      <p className="mt-1 text-sm text-neutral-600">
        {live ? (
          <a href={address} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 hover:text-accent">
            {address} <ExternalLink aria-hidden className="size-3.5" />
          </a>
        ) : (
          `Will be live at ${address}`
        )}
      </p>
      {live && state.hasUnpublishedChanges ? (
        <p className="mt-2 text-sm text-amber-700" data-testid="unpublished-changes">
          {describeUnpublished(changed, state.settings === "changed")}
        </p>
      ) : null}
      {canPublish ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <fetcher.Form method="post" action={action}>
            {/* Not `disabled` while publishing: a disabled button drops its focus to the page's body. */}
            <button
              type="submit"
              name="intent"
              value="publish"
              aria-disabled={busy}
              onClick={(event) => busy && event.preventDefault()}
              className={`${button} bg-accent text-white hover:bg-accent-hover aria-disabled:cursor-not-allowed aria-disabled:opacity-60`}
            >
              <Rocket aria-hidden className="size-4" />
              {busy && fetcher.formData?.get("intent") === "publish" ? "Publishing…" : "Publish"}
            </button>
          </fetcher.Form>
          {live ? (
            <Link {...modalLink(search, "unpublish")} className={`${button} border border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-50`}>
              Unpublish
            </Link>
          ) : null}
        </div>
      ) : null}
      <ActionResultMessage result={result} testId="publish-result" className="mt-3" />
      {state.publications.length ? (
        <details className="mt-4 border-t border-neutral-100 pt-3 text-sm">
          <summary className="flex cursor-pointer items-center gap-2 text-neutral-600 hover:text-neutral-900">
            <History aria-hidden className="size-4" /> Versions
          </summary>
          <ul className="mt-2 space-y-1">
            {state.publications.map((publication) => (
              <li key={publication.id} className="flex items-start justify-between gap-2">
                <span>
                  <span className="tabular-nums">
                    Version {publication.number} · {formatTime(publication.created)}
                    {publication.isLive ? <span className="ml-2 rounded bg-emerald-50 px-1.5 py-0.5 text-xs text-emerald-700">live</span> : null}
                  </span>
                  {publication.changes ? <span className="block text-xs text-neutral-600">{describeChanges(publication.changes)}</span> : null}
                </span>
                {canPublish && !publication.isLive ? (
                  <Link {...modalLink(search, "rollback", { publication: publication.id })} className="shrink-0 text-accent hover:underline">
                    Make live
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {canPublish ? <PublishDialogs action={action} address={address} publications={state.publications} onResult={showResult} /> : null}
    </section>
  );
}
