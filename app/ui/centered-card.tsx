import type { ReactNode } from "react";
import { Link } from "react-router";

/** The narrow, centred card used by sign-in, account-state and info screens. */
export function CenteredCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="w-full max-w-md rounded-xl border border-neutral-200 bg-white p-8 shadow-sm">
        <Link to="/" className="mb-6 flex items-center gap-2 font-semibold tracking-tight text-neutral-900">
          <span aria-hidden className="inline-block h-5 w-5 rounded bg-accent" />
          Pagewright
        </Link>
        <h1 className="text-xl font-semibold text-neutral-900">{title}</h1>
        <div className="mt-3 space-y-4 text-sm text-neutral-600">{children}</div>
      </div>
    </main>
  );
}
