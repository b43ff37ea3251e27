import { Link, NavLink, Outlet, useRouteLoaderData } from "react-router";
import { UserMenu } from "~/features/auth/components/user-menu";
import type { loader as rootLoader } from "~/root";

export default function AppLayout() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-neutral-200 bg-white">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-4 px-4">
          <Link to="/" className="flex items-center gap-2 font-semibold tracking-tight text-neutral-900">
            <span aria-hidden className="inline-block h-5 w-5 rounded bg-accent" />
            Pagewright
          </Link>
          <nav aria-label="Main" className="flex items-center gap-4 text-sm">
            <NavLink to="/" end className={({ isActive }) => (isActive ? "font-medium text-neutral-900" : "text-neutral-600 hover:text-neutral-900")}>
              Projects
            </NavLink>
            <NavLink to="/about" className="text-neutral-600 hover:text-neutral-900">
              About
            </NavLink>
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
