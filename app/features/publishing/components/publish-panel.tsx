import { CircleDashed, ExternalLink, History, Rocket } from "lucide-react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import type { PublishActionResult } from "../publish-actions.server";
import type { SourceState } from "~/lib/public-paths";

const button =
  "inline-flex items-center justify-center gap-2 rounded-md px-3.5 py-2 text-sm font-medium whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent";

export type PublishPanelProps = {
  projectId: string;
  address: string;
  canPublish: boolean;
  state: {
    livePublicationId: string | null;
    lastPublishedAt: string | null;
    publications: ReadonlyArray<{ id: string; number: number; created: string; isLive: boolean }>;
    pages: Readonly<Record<string, SourceState>>;
    modules: Readonly<Record<string, SourceState>>;
  };
};

function formatTime(iso: string): string {
  return new Date(iso).toLocaleString("en", { dateStyle: "medium", timeStyle: "short" });
}

/** Publish, unpublish and roll back from the overview; every action posts to /project/{id}/publish. */
export function PublishPanel({ projectId, address, canPublish, state }: PublishPanelProps) {
  const fetcher = useFetcher<PublishActionResult>();
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;
  useEffect(() => {
    if (!result) return;
    if (result.ok) toast.success(result.message);
    else toast.error(result.message);
  }, [result]);

  const live = state.publications.find((publication) => publication.isLive);
  const changed = [...Object.values(state.pages), ...Object.values(state.modules)].filter((value) => value !== "live").length;
  const action = `/project/${projectId}/publish`;
  return (
    <section aria-labelledby="publish-state" className="flex flex-col rounded-xl border border-neutral-200 bg-white p-5 shadow-xs">
      <h2 id="publish-state" className="text-sm font-medium text-neutral-500">
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
            <CircleDashed aria-hidden className="size-4 text-neutral-400" />
            {state.publications.length ? "Offline" : "Not published yet"}
          </>
        )}
      </p>
      <p className="mt-1 text-sm text-neutral-500">
        {live ? (
          <a href={address} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 hover:text-accent">
            {address} <ExternalLink aria-hidden className="size-3.5" />
          </a>
        ) : (
          `Will be live at ${address}`
        )}
      </p>
      {live && changed > 0 ? (
        <p className="mt-2 text-sm text-amber-700">{changed === 1 ? "1 page or module has" : `${changed} pages or modules have`} unpublished changes.</p>
      ) : null}
      {canPublish ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <fetcher.Form method="post" action={action}>
            <button type="submit" name="intent" value="publish" disabled={busy} className={`${button} bg-accent text-white hover:bg-accent-hover`}>
              <Rocket aria-hidden className="size-4" />
              {busy && fetcher.formData?.get("intent") === "publish" ? "Publishing…" : "Publish"}
            </button>
          </fetcher.Form>
          {live ? (
            <fetcher.Form method="post" action={action}>
              <button type="submit" name="intent" value="unpublish" disabled={busy} className={`${button} border border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-50`}>
                Unpublish
              </button>
            </fetcher.Form>
          ) : null}
        </div>
      ) : null}
      {state.publications.length ? (
        <details className="mt-4 border-t border-neutral-100 pt-3 text-sm">
          <summary className="flex cursor-pointer items-center gap-2 text-neutral-600 hover:text-neutral-900">
            <History aria-hidden className="size-4" /> Versions
          </summary>
          <ul className="mt-2 space-y-1">
            {state.publications.map((publication) => (
              <li key={publication.id} className="flex items-center justify-between gap-2">
                <span className="tabular-nums">
                  Version {publication.number} · {formatTime(publication.created)}
                  {publication.isLive ? <span className="ml-2 rounded bg-emerald-50 px-1.5 py-0.5 text-xs text-emerald-700">live</span> : null}
                </span>
                {canPublish && !publication.isLive ? (
                  <fetcher.Form method="post" action={action}>
                    <input type="hidden" name="publicationId" value={publication.id} />
                    <button type="submit" name="intent" value="rollback" disabled={busy} className="text-accent hover:underline disabled:opacity-60">
                      Make live
                    </button>
                  </fetcher.Form>
                ) : null}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
