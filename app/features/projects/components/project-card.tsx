import { Link } from "react-router";
import type { DashboardCard } from "../dashboard.server";
import { ProjectAvatar } from "~/ui/project-avatar";
import { ROLE_LABELS } from "~/access/project-roles";

export function ProjectCard({ card, publicHost }: { card: DashboardCard; publicHost: string }) {
  return (
    <li>
      <Link
        // A leads member sees only the inbox (docs/product.md#access).
        to={card.role === "leads" ? `/project/${card.id}/leads` : `/project/${card.id}`}
        className="group flex h-full flex-col rounded-xl border border-neutral-200 bg-white p-5 shadow-xs transition hover:border-neutral-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-accent"
      >
        <div className="flex items-center gap-3">
          <ProjectAvatar name={card.name} color={card.primaryColor} />
          <div className="min-w-0">
            <h2 className="truncate font-medium text-neutral-900 group-hover:text-accent">{card.name}</h2>
            <p className="truncate text-xs text-neutral-600">
              {publicHost}/{card.id}
            </p>
          </div>
        </div>
        <dl className="mt-5 mb-5 grid flex-1 grid-cols-2 content-start gap-3 text-sm">
          <div>
            <dt className="text-xs text-neutral-600">Pages</dt>
            <dd className="mt-0.5 font-medium text-neutral-900 tabular-nums">{card.pageCount}</dd>
          </div>
          <div>
            <dt className="text-xs text-neutral-600">Last published</dt>
            <dd className="mt-0.5 text-neutral-900">{card.published ?? <span className="text-neutral-600">Not published yet</span>}</dd>
          </div>
        </dl>
        <p className="flex justify-between gap-2 border-t border-neutral-100 pt-3 text-xs text-neutral-600">
          <span>Updated {card.updated}</span>
          {card.role === "owner" ? null : <span className="rounded-full bg-blue-50 px-2 py-0.5 font-medium text-accent">{`Shared with you · ${ROLE_LABELS[card.role]}`}</span>}
        </p>
      </Link>
    </li>
  );
}
