import { Inbox } from "lucide-react";
import { Link, NavLink, Outlet, useRouteLoaderData } from "react-router";
import { UserMenu } from "~/features/auth/components/user-menu";
import type { loader as rootLoader } from "~/root";

export default function AppLayout() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-neutral-200 bg-white">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-4 px-4">
          <Link to="/" className="flex shrink-0 items-center gap-2 font-semibold tracking-tight text-neutral-900">
            <span aria-hidden className="inline-block h-5 w-5 rounded bg-accent" />
            {/* On a phone the mark alone leaves room for the new-lead badge and Sign out (docs/product.md#phone-sized-screens). */}
            <span className="max-sm:sr-only">Pagewright</span>
          </Link>
          <nav aria-label="Main" className="flex items-center gap-2 text-sm sm:gap-4">
            <NavLink to="/" end className={({ isActive }) => (isActive ? "font-medium text-neutral-900" : "text-neutral-600 hover:text-neutral-900")}>
              Projects
            </NavLink>
            <NavLink to="/about" className="hidden text-neutral-600 hover:text-neutral-900 sm:inline">
              About
            </NavLink>
            {root?.newLeads ? (
              <Link
                to="/"
                title="New leads in your projects"
                className="inline-flex items-center gap-1.5 rounded-full bg-accent/10 px-2.5 py-1 text-xs font-medium whitespace-nowrap text-accent hover:bg-accent/15"
                data-testid="header-new-leads"
              >
                <Inbox aria-hidden className="size-3.5" />
                {root.newLeads} new
                <span className="sr-only"> {root.newLeads === 1 ? "lead" : "leads"}</span>
              </Link>
            ) : null}
            <UserMenu user={root?.user ?? null} />
          </nav>
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <Outlet />
      </main>
    </div>
  );
}
