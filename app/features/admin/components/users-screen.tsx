import { Search } from "lucide-react";
import { Form, Link } from "react-router";
import type { UserStatus } from "../../../../db/schema";
import { AdminShell, Card } from "./admin-shell";
import { formatDate, formatDateTime } from "./format";
import { Pagination } from "./pagination";
import { RoleBadges, StatusBadge } from "./status-badge";

type UserRow = {
  id: string;
  name: string;
  email: string;
  status: UserStatus;
  roles: string[];
  created: Date;
  lastSignInAt: Date;
  projectCount: number;
};

type UsersScreenProps = { q: string; page: number; pages: number; total: number; users: readonly UserRow[] };

function hrefOf(q: string, page: number): string {
  const search = new URLSearchParams();
  if (q) search.set("q", q);
  if (page > 1) search.set("page", String(page));
  return `/admin/users${search.size ? `?${search}` : ""}`;
}

export function UsersScreen({ q, page, pages, total, users }: UsersScreenProps) {
  return (
    <AdminShell>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-neutral-900">Users</h1>
          <p className="mt-1 text-sm text-neutral-600">
            {total.toLocaleString("en")} {q ? `matching “${q}”` : "in total"}
          </p>
        </div>
        <Form method="get" role="search" className="flex w-full max-w-sm items-center gap-2">
          <label className="relative flex-1">
            <span className="sr-only">Search users by name or email</span>
            <Search aria-hidden className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-neutral-600" />
            <input
              type="search"
              name="q"
              defaultValue={q}
              placeholder="Search name or email"
              className="w-full rounded-md border border-neutral-300 bg-white py-1.5 pr-3 pl-8 text-sm shadow-xs placeholder:text-neutral-600 focus:border-accent focus:outline-none"
            />
          </label>
          <button type="submit" className="rounded-md border border-neutral-300 bg-white px-3 py-1.5 text-sm font-medium text-neutral-800 shadow-xs hover:bg-neutral-50">
            Search
          </button>
        </Form>
      </div>
      <Card>
        {users.length === 0 ? (
          <p className="px-5 py-10 text-center text-sm text-neutral-600">
            No users match “{q}”.{" "}
            <Link to="/admin/users" className="text-accent hover:underline">
              Show everyone
            </Link>
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-neutral-100 text-xs text-neutral-600">
                <tr>
                  <th scope="col" className="px-5 py-2.5 font-medium">
                    User
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-medium">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-medium">
                    Roles
                  </th>
                  <th scope="col" className="px-3 py-2.5 text-right font-medium">
                    Projects
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-medium">
                    Created
                  </th>
                  <th scope="col" className="px-5 py-2.5 font-medium">
                    Last sign-in
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-neutral-100">
                {users.map((user) => (
                  <tr key={user.id} className="hover:bg-neutral-50">
                    <td className="px-5 py-2.5">
                      <Link to={`/admin/users/${user.id}`} className="block font-medium text-neutral-900 hover:underline">
                        {user.name}
                      </Link>
                      <span className="block text-xs text-neutral-600">{user.email}</span>
                    </td>
                    <td className="px-3 py-2.5">
                      <StatusBadge status={user.status} />
                    </td>
                    <td className="px-3 py-2.5">
                      <RoleBadges roles={user.roles} />
                    </td>
                    <td className="px-3 py-2.5 text-right text-neutral-700 tabular-nums">{user.projectCount}</td>
                    <td className="px-3 py-2.5 whitespace-nowrap text-neutral-600">{formatDate(user.created)}</td>
                    <td className="px-5 py-2.5 whitespace-nowrap text-neutral-600">{formatDateTime(user.lastSignInAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div className="border-t border-neutral-100">
          <Pagination page={page} pages={pages} hrefOf={(next) => hrefOf(q, next)} />
        </div>
      </Card>
    </AdminShell>
  );
}
