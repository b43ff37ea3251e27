import { Link, NavLink, Outlet } from "react-router";

export default function AppLayout() {
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
          </nav>
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <Outlet />
      </main>
    </div>
  );
}
