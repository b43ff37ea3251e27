import { CircleCheck, LoaderCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { TextField } from "~/ui/text-field";
import { projectIdBaseFromName, projectIdFormatProblem } from "~/lib/project-id";

type CheckAnswer = { available: true; id: string } | { available: false; message: string; suggestion?: string };
type Check = { state: "idle" } | { state: "checking" } | { state: "available"; id: string } | { state: "refused"; message: string; suggestion?: string };

const CHECK_DELAY_MS = 300;

/**
 * The project id, filled from the name until the person edits it, and checked as they type: the
 * format here, availability through /project-id-check. A taken suggestion is replaced by a free one.
 */
export function ProjectIdField({ projectName, defaultValue, error, publicHost }: { projectName: string; defaultValue: string; error?: string; publicHost: string }) {
  const [id, setId] = useState(defaultValue);
  const [edited, setEdited] = useState(defaultValue !== "");
  const [replacement, setReplacement] = useState<{ of: string; id: string } | null>(null);
  const [answer, setAnswer] = useState<{ of: string; check: Check } | null>(null);
  const base = projectName.trim() ? projectIdBaseFromName(projectName) : "";
  const suggested = replacement?.of === base ? replacement.id : base;
  const value = edited ? id : suggested;
  const candidate = value.trim();
  const problem = candidate ? projectIdFormatProblem(candidate) : null;

  useEffect(() => {
    if (!candidate || problem) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/project-id-check?${new URLSearchParams({ id: candidate })}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<CheckAnswer>) : Promise.reject(new Error(`HTTP ${response.status}`))))
        .then((result) => {
          if (!result.available && result.suggestion && !edited && candidate === base) return setReplacement({ of: base, id: result.suggestion });
          setAnswer({
            of: candidate,
            check: result.available ? { state: "available", id: result.id } : { state: "refused", message: result.message, suggestion: result.suggestion },
          });
        })
        .catch((reason: unknown) => {
          if (controller.signal.aborted) return;
          const message = `Could not check the id (${reason instanceof Error ? reason.message : "network error"}). It is checked again when you create the project.`;
          setAnswer({ of: candidate, check: { state: "refused", message } });
        });
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [candidate, problem, edited, base]);

  const check: Check = !candidate
    ? { state: "idle" }
    : problem
      ? { state: "refused", message: problem }
      : answer?.of === candidate
        ? answer.check
        : { state: "checking" };
  const liveError = check.state === "refused" ? check.message : undefined;
  function takeSuggestion(suggestion: string) {
    setId(suggestion);
    setEdited(true);
  }

  return (
    <div>
      <TextField
        label="Project id"
        name="id"
        value={value}
        onChange={(next) => {
          setId(next.replace(/\s/g, ""));
          setEdited(true);
        }}
        error={error ?? liveError}
        description={value ? `Your site's address: ${publicHost}/${value}. It cannot change later.` : "Letters and digits, starting with a letter. It cannot change later."}
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
       
      />
      <div aria-live="polite" className="mt-1.5 min-h-5 text-sm">
        {check.state === "checking" ? (
          <span className="flex items-center gap-1.5 text-neutral-600">
            <LoaderCircle aria-hidden className="size-4 animate-spin" /> Checking availability…
          </span>
        ) : null}
        {check.state === "available" && !error ? (
          <span className="flex items-center gap-1.5 text-emerald-700">
            <CircleCheck aria-hidden className="size-4" /> {check.id} is available.
          </span>
        ) : null}
        {check.state === "refused" && check.suggestion ? (
          <button type="button" onClick={() => takeSuggestion(check.suggestion ?? "")} className="text-accent underline-offset-2 hover:underline">
            Use {check.suggestion} instead
          </button>
        ) : null}
      </div>
    </div>
  );
}
