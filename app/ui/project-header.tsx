import { ChevronRight, Eye } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ProjectAvatar } from "./project-avatar";

/** Why the screen may be read-only for the actor, and who else is a member with which role, in words (app/access/project-members.server.ts). */
export type HeaderAccessView = { readOnlyReason: string; others: { name: string; role: string }[] };

const ADMIN_READ_ONLY = "You are viewing another partner's project as an admin. It is read-only.";

type ProjectHeaderProps = {
  project: { id: string; name: string; primaryColor: string };
  publicHost: string;
  /** The screen's name in the breadcrumb; the overview has none. */
  screen?: string;
  canEdit: boolean;
  /** Without it, a read-only screen is an admin's look at another partner's project. */
  access?: HeaderAccessView;
  actions?: ReactNode;
};

/** The top of every project screen: where we are, which project, and the screen's actions. */
export function ProjectHeader({ project, publicHost, screen, canEdit, access, actions }: ProjectHeaderProps) {
  return (
    <div className="mb-6">
      <nav aria-label="Breadcrumb" className="mb-3 flex items-center gap-1 text-sm text-neutral-600">
        <Link to="/" className="hover:text-neutral-900">
          Projects
        </Link>
        <ChevronRight aria-hidden className="size-3.5" />
        {screen ? (
          <>
            <Link to={`/project/${project.id}`} className="truncate hover:text-neutral-900">
              {project.name}
            </Link>
            <ChevronRight aria-hidden className="size-3.5" />
            <span aria-current="page" className="text-neutral-900">
              {screen}
            </span>
          </>
        ) : (
          <span aria-current="page" className="truncate text-neutral-900">
            {project.name}
          </span>
        )}
      </nav>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex min-w-0 items-center gap-3">
          <ProjectAvatar name={project.name} color={project.primaryColor} size="lg" />
          <div className="min-w-0">
            <h1 className="truncate text-2xl font-semibold tracking-tight text-neutral-900">{screen ?? project.name}</h1>
            <p className="truncate text-sm text-neutral-600">
              {publicHost}/{project.id}
            </p>
            {access && access.others.length > 0 ? (
              <p className="truncate text-xs text-neutral-600" data-testid="project-members">
                {`Also in this project: ${access.others.map((member) => `${member.name} (${member.role})`).join(", ")}`}
              </p>
            ) : null}
          </div>
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      {canEdit ? null : (
        <p role="note" className="mt-4 flex items-center gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-900">
          <Eye aria-hidden className="size-4 shrink-0" />
          {access?.readOnlyReason ?? ADMIN_READ_ONLY}
        </p>
      )}
    </div>
  );
}
