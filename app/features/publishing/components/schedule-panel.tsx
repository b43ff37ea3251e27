import { CalendarClock } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Form } from "react-router";
import { primaryButton, secondaryButton } from "~/ui/button-styles";
import type { FormFailure } from "~/lib/forms/form-result";
import type { ScheduleOverview } from "../list-schedules.server";

type Page = { id: string; title: string };

const field = "block w-full rounded-md border border-neutral-300 px-3 py-2 text-sm shadow-xs focus:border-accent focus:outline-2 focus:outline-accent/30";

/** The browser's IANA time zone once hydrated; UTC in the server's first render (docs/product.md#scheduled-publishing). */
function useBrowserTimeZone(): string {
  return useSyncExternalStore(
    () => () => undefined,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC",
    () => "UTC",
  );
}

/**
 * "Publish at…" and "Unpublish at…" for the whole project or a campaign page, what is scheduled
 * and what ran, and the pages that are off the live site. Plain forms posted to the overview.
 */
export function SchedulePanel({ pages, schedules, canEdit, failure }: { pages: readonly Page[]; schedules: ScheduleOverview; canEdit: boolean; failure: FormFailure | undefined }) {
  const browserZone = useBrowserTimeZone();
  const error = failure?.intent === "schedule" ? failure : undefined;
  return (
    <section aria-labelledby="schedule-heading" className="rounded-xl border border-neutral-200 bg-white p-5 shadow-xs">
      <h2 id="schedule-heading" className="mb-3 text-sm font-medium text-neutral-600">
        Scheduled publishing
      </h2>
      <ul className="mb-4 divide-y divide-neutral-100 text-sm" data-testid="scheduled-list">
        {schedules.upcoming.map((schedule) => (
          <li key={schedule.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
            <span className="flex items-center gap-2 text-neutral-900">
              <CalendarClock aria-hidden className="size-4 text-accent" />
              <span>{`${capitalised(schedule.change)} on ${schedule.at}${schedule.redirectTo ? `, then visitors go to ${schedule.redirectTo}` : ""}`}</span>
            </span>
            {canEdit && schedule.state === "pending" ? (
              <Form method="post">
                <input type="hidden" name="scheduleId" value={schedule.id} />
                <button type="submit" name="intent" value="cancel-schedule" className={secondaryButton}>
                  Cancel
                </button>
              </Form>
            ) : null}
          </li>
        ))}
        {schedules.upcoming.length === 0 ? <li className="py-2 text-neutral-600">Nothing is scheduled.</li> : null}
        {schedules.recent.map((schedule) => (
          <li key={schedule.id} className="py-2 text-neutral-600">
            {`${capitalised(schedule.change)} on ${schedule.at}: ${schedule.state === "failed" ? `failed. ${schedule.outcome ?? ""}` : (schedule.outcome ?? "done.")}`}
          </li>
        ))}
        {schedules.offlinePages.map((page) => (
          <li key={page.id} className="flex flex-wrap items-center justify-between gap-3 py-2" data-testid="offline-page">
            <span className="text-neutral-900">
              {`The page “${page.title}” is off the live site${page.redirectTo ? `; visitors go to ${page.redirectTo}` : ""}.`}
            </span>
            {canEdit ? (
              <Form method="post">
                <input type="hidden" name="target" value={page.id} />
                <button type="submit" name="intent" value="page-online" className={secondaryButton}>
                  Put back online
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
      {canEdit ? (
        <Form method="post" className="grid gap-3 sm:grid-cols-2">
          <label className="text-sm">
            <span className="mb-1 block font-medium text-neutral-700">What</span>
            <select name="target" className={field} defaultValue={error?.values.target ?? ""}>
              <option value="">The whole project</option>
              {pages.map((page) => (
                <option key={page.id} value={page.id}>
                  The page “{page.title}”
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm">
            <span className="mb-1 block font-medium text-neutral-700">Change</span>
            <select name="change" className={field} defaultValue={error?.values.change ?? "publish"}>
              <option value="publish">Publish at…</option>
              <option value="unpublish">Unpublish at…</option>
            </select>
          </label>
          <label className="text-sm">
            <span className="mb-1 block font-medium text-neutral-700">Date and time</span>
            <input name="localTime" type="datetime-local" required className={field} defaultValue={error?.values.localTime ?? ""} aria-invalid={error?.fieldErrors.localTime ? true : undefined} />
          </label>
          <label className="text-sm">
            <span className="mb-1 block font-medium text-neutral-700">Time zone</span>
            <input key={browserZone} name="timeZone" required className={field} defaultValue={error?.values.timeZone ?? browserZone} aria-invalid={error?.fieldErrors.timeZone ? true : undefined} />
          </label>
          <label className="text-sm sm:col-span-2">
            <span className="mb-1 block font-medium text-neutral-700">After unpublishing, redirect to… (optional)</span>
            <input name="redirectTo" type="text" inputMode="url" placeholder="https://example.com/next-sale" className={field} defaultValue={error?.values.redirectTo ?? ""} />
          </label>
          {error ? (
            <p role="alert" className="text-sm text-red-700 sm:col-span-2">
              {error.message}
            </p>
          ) : null}
          <div className="sm:col-span-2">
            <button type="submit" name="intent" value="schedule" className={primaryButton}>
              <CalendarClock aria-hidden className="size-4" />
              Schedule
            </button>
          </div>
        </Form>
      ) : null}
    </section>
  );
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
