import { ChartNoAxesColumn, ChevronRight, CircleDashed, FlaskConical, Image, Inbox, Link2, Settings } from "lucide-react";
import { Link } from "react-router";

const card = "rounded-xl border border-neutral-200 bg-white p-5 shadow-xs";

/** Whether and when the project was published: what the overview shows when its route passes no publishing panel. */
export function PublishState({ lastPublished, address, pageCount, moduleCount }: { lastPublished: string | null; address: string; pageCount: number; moduleCount: number }) {
  return (
    <section aria-labelledby="publish-state" className={`${card} flex flex-col`}>
      <h2 id="publish-state" className="text-sm font-medium text-neutral-600">
        Publish state
      </h2>
      <p className="mt-2 flex items-center gap-2 text-base font-medium text-neutral-900">
        {lastPublished ? (
          <>
            <span aria-hidden className="size-2 rounded-full bg-emerald-500" />
            Published {lastPublished}
          </>
        ) : (
          <>
            <CircleDashed aria-hidden className="size-4 text-neutral-600" />
            Not published yet
          </>
        )}
      </p>
      <p className="mt-1 mb-4 text-sm text-neutral-600">{lastPublished ? `Live at ${address}` : `Will be live at ${address}`}</p>
      <dl className="mt-auto grid grid-cols-2 gap-3 border-t border-neutral-100 pt-4 text-sm">
        <div>
          <dt className="text-xs text-neutral-600">Pages</dt>
          <dd className="mt-0.5 font-medium text-neutral-900 tabular-nums">{pageCount}</dd>
        </div>
        <div>
          <dt className="text-xs text-neutral-600">Modules</dt>
          <dd className="mt-0.5 font-medium text-neutral-900 tabular-nums">{moduleCount}</dd>
        </div>
      </dl>
    </section>
  );
}

const LINKS = [
  { path: "urls", label: "URLs", hint: "Addresses and QR codes", icon: Link2 },
  { path: "leads", label: "Leads", hint: "Contact form entries", icon: Inbox },
  { path: "assets", label: "Assets", hint: "Images and files", icon: Image },
  { path: "settings", label: "Settings", hint: "Name, colour, SEO", icon: Settings },
  // Once a site has visitors: with the other screens, not beside Open editor in the header.
  { path: "ab-tests", label: "A/B tests", hint: "Compare two versions of a page", icon: FlaskConical },
] as const;

/** The project's other screens, one click away. */
export function QuickLinks({ projectId }: { projectId: string }) {
  return (
    <nav aria-label="Project" className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      {LINKS.map(({ path, label, hint, icon: Icon }) => (
        <Link
          key={path}
          to={`/project/${projectId}/${path}`}
          className="group flex items-center gap-3 rounded-xl border border-neutral-200 bg-white p-3.5 shadow-xs transition hover:border-neutral-300 hover:shadow-sm"
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-neutral-100 text-neutral-600 group-hover:bg-accent/10 group-hover:text-accent">
            <Icon aria-hidden className="size-4" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-sm font-medium text-neutral-900">{label}</span>
            <span className="block truncate text-xs text-neutral-600">{hint}</span>
          </span>
          <ChevronRight aria-hidden className="hidden size-4 text-neutral-300 group-hover:text-neutral-600 sm:block" />
        </Link>
      ))}
    </nav>
  );
}

/** The place of the visits and leads chart: what the overview shows when its route passes no activity chart. */
export function VisitsChartSlot() {
  return (
    <section aria-labelledby="visits-chart" className={card}>
      <h2 id="visits-chart" className="text-sm font-medium text-neutral-600">
        Visits and leads (last 30 days)
      </h2>
      <div className="mt-4 flex h-32 flex-col items-center justify-center rounded-lg border border-dashed border-neutral-200 bg-neutral-50/60 text-center">
        <ChartNoAxesColumn aria-hidden className="size-5 text-neutral-600" />
        <p className="mt-2 text-sm text-neutral-600">No visits yet.</p>
        <p className="text-xs text-neutral-600">Publish the project to start counting visits and leads.</p>
      </div>
    </section>
  );
}
