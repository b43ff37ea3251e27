import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { secondaryButton } from "~/ui/button-styles";
import type { ImportAnswer } from "../import-answer";

type ImportState =
  | { kind: "idle" }
  | { kind: "importing" }
  | { kind: "refused"; message: string; problems: { path: string; message: string }[] }
  /** Imported, with QR codes that got new codes: the summary stays until read, since those codes must be printed again. */
  | { kind: "imported-with-new-codes"; id: string; message: string };

/** The dashboard's import (docs/product.md#portability): an exported project's zip, under its own id or another. */
export function ImportProjectPanel() {
  const [state, setState] = useState<ImportState>({ kind: "idle" });
  const navigate = useNavigate();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.kind === "importing") return;
    setState({ kind: "importing" });
    try {
      const response = await fetch("/project-import", { method: "POST", body: new FormData(event.currentTarget), headers: { Accept: "application/json" } });
      const answer = (await response.json()) as ImportAnswer;
      if (answer.ok && answer.renumberedQrCodes.length > 0) {
        setState({ kind: "imported-with-new-codes", id: answer.id, message: answer.message });
        return;
      }
      if (answer.ok) {
        await navigate(`/project/${answer.id}`);
        return;
      }
      setState({ kind: "refused", message: answer.message, problems: answer.problems });
    } catch {
      setState({ kind: "refused", message: "The import failed: check your connection and try again.", problems: [] });
    }
  }

  return (
    <section aria-labelledby="import-project" className="mt-10 rounded-xl border border-neutral-200 bg-white shadow-xs">
      <form method="post" action="/project-import" encType="multipart/form-data" onSubmit={submit} className="space-y-4 px-5 py-5 sm:px-6">
        <div>
          <h2 id="import-project" className="text-sm font-semibold text-neutral-900">
            Import a project
          </h2>
          <p className="mt-1 text-sm text-neutral-600">Bring back a project exported from Pagewright (a .zip). It arrives unpublished.</p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="import-archive" className="block text-sm font-medium text-neutral-800">
              Exported project
            </label>
            <input id="import-archive" name="archive" type="file" accept=".zip,application/zip" required className="mt-1 block w-full text-sm text-neutral-700 file:mr-3 file:rounded-md file:border file:border-neutral-300 file:bg-white file:px-3 file:py-1.5 file:text-sm" />
          </div>
          <div>
            <label htmlFor="import-id" className="block text-sm font-medium text-neutral-800">
              Import as <span className="font-normal text-neutral-600">(optional)</span>
            </label>
            <input id="import-id" name="id" type="text" autoCapitalize="none" autoComplete="off" spellCheck={false} maxLength={40} aria-describedby="import-id-help" className="mt-1 block w-full rounded-md border border-neutral-300 px-3 py-2 text-sm shadow-xs focus:border-accent focus:outline-2 focus:outline-accent" />
            <p id="import-id-help" className="mt-1 text-sm text-neutral-600">
              A new project id; leave empty to keep the one in the file.
            </p>
          </div>
        </div>
        <div role="alert" className="text-sm text-red-700" hidden={state.kind !== "refused"}>
          {state.kind === "refused" ? (
            <>
              <p>{state.message}</p>
              {state.problems.length > 0 ? (
                <ul className="mt-2 list-disc space-y-1 pl-5">
                  {state.problems.map((problem) => (
                    <li key={problem.path}>
                      <code className="break-all">{problem.path}</code>: {problem.message}
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : null}
        </div>
        <div role="status" className="text-sm text-neutral-800">
          {state.kind === "imported-with-new-codes" ? (
            <p>
              {state.message}{" "}
              <Link to={`/project/${state.id}`} className="font-medium text-accent hover:underline">
                Open the project
              </Link>
            </p>
          ) : null}
        </div>
        <button type="submit" className={secondaryButton} disabled={state.kind === "importing"}>
          {state.kind === "importing" ? "Importing…" : "Import project"}
        </button>
      </form>
    </section>
  );
}
