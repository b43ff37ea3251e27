import { ArrowLeft, Shield } from "lucide-react";
import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { FlashToaster } from "~/ui/flash-toaster";
import type { Flash } from "~/lib/forms/form-result";

const TABS = [
  { to: "/admin", label: "Overview", end: true },
  { to: "/admin/users", label: "Users", end: false },
  { to: "/admin/templates", label: "Templates", end: true },
  { to: "/admin/audit", label: "Audit log", end: true },
];

/** The frame of every admin screen: where we are, the area's tabs, and the last action's message. */
export function AdminShell({ flash = null, children }: { flash?: Flash | null; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-neutral-50">
      <header className="border-b border-neutral-200 bg-white">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-4 px-4">
          <div className="flex items-center gap-3">
            <Link to="/" className="flex items-center gap-2 font-semibold tracking-tight text-neutral-900">
              <span aria-hidden className="inline-block h-5 w-5 rounded bg-accent" />
              Pagewright
            </Link>
            <span className="flex items-center gap-1 rounded-full border border-neutral-200 bg-neutral-50 px-2 py-0.5 text-xs font-medium text-neutral-600">
              <Shield aria-hidden className="size-3" />
              Admin
            </span>
          </div>
          <Link to="/" className="flex items-center gap-1 text-sm text-neutral-600 hover:text-neutral-900">
            <ArrowLeft aria-hidden className="size-3.5" />
            Back to projects
          </Link>
        </div>
        <nav aria-label="Admin" className="mx-auto flex max-w-6xl gap-5 px-4 text-sm">
          {TABS.map((tab) => (
            <NavLink
              key={tab.to}
              to={tab.to}
              end={tab.end}
              className={({ isActive }) =>
                `-mb-px border-b-2 py-2.5 ${isActive ? "border-accent font-medium text-neutral-900" : "border-transparent text-neutral-600 hover:text-neutral-900"}`
              }
            >
              {tab.label}
            </NavLink>
          ))}
        </nav>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <FlashToaster flash={flash} />
        {children}
      </main>
    </div>
  );
}

export function Card({ title, actions, children, className = "" }: { title?: string; actions?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-xl border border-neutral-200 bg-white ${className}`}>
      {title ? (
        <div className="flex items-center justify-between gap-4 border-b border-neutral-100 px-5 py-3">
          <h2 className="text-sm font-semibold text-neutral-900">{title}</h2>
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}
