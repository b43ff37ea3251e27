import { PageHeader } from "~/ui/page-header";

export type ReferenceEntry = { method: string; path: string; scope: string; summary: string; request: string | null; response: string };

/** The readable API reference (docs/api.md): every endpoint with its scope and the JSON schemas it reads and answers. */
export function ApiReference({ entries }: { entries: readonly ReferenceEntry[] }) {
  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <PageHeader title="Pagewright API reference" description="Send a personal access token from /account/tokens as Authorization: Bearer pw_…. The machine-readable document is /api/v1/openapi.json." />
      {entries.map((entry) => (
        <section key={`${entry.method} ${entry.path}`} className="space-y-2 rounded-lg border border-neutral-200 bg-white p-4" aria-label={`${entry.method} ${entry.path}`}>
          <h2 className="font-mono text-sm font-semibold break-all">
            {`${entry.method} /api/v1${entry.path}`}
          </h2>
          <p className="text-sm text-neutral-700">{entry.summary}</p>
          <p className="text-sm text-neutral-600">
            Scope: <code className="font-mono">{entry.scope}</code>
          </p>
          {entry.request ? (
            <details>
              <summary className="cursor-pointer text-sm">Request body</summary>
              <pre className="overflow-x-auto rounded bg-neutral-50 p-2 text-xs">{entry.request}</pre>
            </details>
          ) : null}
          <details>
            <summary className="cursor-pointer text-sm">Answer</summary>
            <pre className="overflow-x-auto rounded bg-neutral-50 p-2 text-xs">{entry.response}</pre>
          </details>
        </section>
      ))}
    </main>
  );
}
