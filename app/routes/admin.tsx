import { requireAdmin } from "~/features/auth/guards.server";
import { PageHeader } from "~/ui/page-header";
import type { Route } from "./+types/admin";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

export function meta() {
  return [{ title: "Admin · Pagewright" }];
}

export default function Admin() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <PageHeader title="Admin" description="Platform figures, users and the audit log." />
    </main>
  );
}
