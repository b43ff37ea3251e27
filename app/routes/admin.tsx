import { PageHeader } from "~/ui/page-header";

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
