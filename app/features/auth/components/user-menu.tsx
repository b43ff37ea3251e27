import { Form, Link } from "react-router";
import { initialsOf } from "../session-state";

type UserMenuProps = { user: { name: string; email: string; photoUrl: string | null; claims: { roles: readonly string[] } } | null };

export function UserMenu({ user }: UserMenuProps) {
  if (!user) {
    return (
      <Link to="/signin" className="rounded-md bg-accent px-3 py-1.5 text-sm font-medium text-white hover:bg-accent-hover">
        Sign in
      </Link>
    );
  }
  return (
    <div className="flex items-center gap-2 sm:gap-3">
      {user.claims.roles.includes("admin") ? (
        <Link to="/admin" className="text-sm text-neutral-600 hover:text-neutral-900">
          Admin
        </Link>
      ) : null}
      {/* On a phone the initials give way to the new-lead badge and Sign out (the name already does). */}
      <span className="flex items-center gap-2 max-sm:hidden" title={user.email}>
        {user.photoUrl ? (
          <img src={user.photoUrl} alt="" width={28} height={28} referrerPolicy="no-referrer" className="h-7 w-7 rounded-full object-cover" />
        ) : (
          <span aria-hidden className="flex h-7 w-7 items-center justify-center rounded-full bg-accent/10 text-xs font-semibold text-accent">
            {initialsOf(user.name)}
          </span>
        )}
        <span className="hidden text-sm font-medium text-neutral-800 sm:inline" data-testid="signed-in-name">
          {user.name}
        </span>
      </span>
      <Link to="/account/tokens" className="text-sm text-neutral-600 hover:text-neutral-900 max-sm:hidden">
        Tokens
      </Link>
      <Form method="post" action="/signout">
        <button type="submit" className="rounded-md border border-neutral-200 px-3 py-1.5 text-sm whitespace-nowrap text-neutral-700 hover:bg-neutral-100">
          Sign out
        </button>
      </Form>
    </div>
  );
}
