import { LoaderCircle } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useActionData, useFetcher } from "react-router";
import { embedHostsFormSchema } from "~/lib/embed-hosts";
import { isFormFailure } from "~/lib/forms/form-result";
import { secondaryButton } from "~/ui/button-styles";
import { controlClassName } from "~/ui/field-parts";
import { FormBanner } from "~/ui/form-banner";

/** Where a module may be embedded, as stored: null hosts for anywhere (decision 0043). */
export type ModuleEmbedding = { moduleId: string; hosts: string[] | null };
export type EmbeddingSettings = ModuleEmbedding & { canEdit: boolean; appHostname: string };

type Mode = "anywhere" | "hosts";

const choice = "flex items-center gap-1.5 text-xs text-neutral-800";

/**
 * "Where this module may be embedded" beside its embed code (docs/product.md#embedding-modules):
 * anywhere, or only on the hosts listed. The same schema as the action checks the list before it
 * is sent; the answer (saved, or the server's refusal) shows in place, and the setting reaches the
 * live module with the next publish. Read-only for those who may not edit the project.
 */
export function EmbedHostsForm({ moduleName, settings }: { moduleName: string; settings: EmbeddingSettings }) {
  const fetcher = useFetcher<unknown>();
  // Without JavaScript the form posts as a document and the answer comes back as the screen's action data.
  const posted = useEmbedHostsAnswer(settings.moduleId);
  const id = useId();
  const [mode, setMode] = useState<Mode>(isFormFailure(posted) ? (posted.values.embedding === "hosts" ? "hosts" : "anywhere") : settings.hosts === null ? "anywhere" : "hosts");
  const [hosts, setHosts] = useState(isFormFailure(posted) ? (posted.values.hosts ?? "") : (settings.hosts ?? []).join("\n"));
  const [clientError, setClientError] = useState<string | undefined>();
  const busy = fetcher.state !== "idle";
  const answer: unknown = fetcher.data ?? posted;
  const serverFailure = !busy && isFormFailure(answer) ? answer : undefined;
  const saved = !busy && !clientError && isSaved(answer) ? answer.message : undefined;
  const hostsError = clientError ?? serverFailure?.fieldErrors.hosts;
  const formError = clientError || hostsError ? undefined : serverFailure?.message;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const parsed = embedHostsFormSchema(settings.appHostname).safeParse({ moduleId: settings.moduleId, embedding: mode, hosts });
    if (parsed.success) {
      setClientError(undefined);
      return;
    }
    event.preventDefault();
    setClientError(parsed.error.issues[0]?.message);
  };

  if (!settings.canEdit) {
    return (
      <p className="border-t border-neutral-200 p-3 text-xs text-neutral-600" data-embed-hosts>
        {settings.hosts === null ? "This module may be embedded on any site." : `This module may be embedded only on ${settings.hosts.join(", ")}.`}
      </p>
    );
  }
  return (
    <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="border-t border-neutral-200 p-3" aria-labelledby={`${id}-heading`} data-embed-hosts>
      <input type="hidden" name="intent" value="set-embed-hosts" />
      <input type="hidden" name="moduleId" value={settings.moduleId} />
      <fieldset>
        <legend id={`${id}-heading`} className="text-xs font-medium text-neutral-800">
          {`Where ${moduleName} may be embedded`}
        </legend>
        <div className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1.5">
          {(["anywhere", "hosts"] as const).map((value) => (
            <label key={value} className={choice}>
              <input type="radio" name="embedding" value={value} checked={mode === value} onChange={() => {
                  setMode(value);
                  setClientError(undefined);
                }} />
              {value === "anywhere" ? "Anywhere" : "Only on these sites"}
            </label>
          ))}
        </div>
      </fieldset>
      {mode === "hosts" ? (
        <div className="mt-2">
          <label htmlFor={`${id}-hosts`} className="text-xs font-medium text-neutral-800">
            Allowed hosts
          </label>
          <textarea
            id={`${id}-hosts`}
            name="hosts"
            rows={3}
            value={hosts}
            onChange={(event) => {
              setHosts(event.target.value);
              setClientError(undefined);
            }}
            placeholder={"www.crumbandco.com\n*.crumbandco.com"}
            aria-invalid={hostsError ? true : undefined}
            aria-describedby={`${id}-hosts-help${hostsError ? ` ${id}-hosts-error` : ""}`}
            className={`mt-1 font-mono text-xs ${controlClassName(Boolean(hostsError))}`}
          />
          <p id={`${id}-hosts-help`} className="mt-1 text-xs text-neutral-600">
            One host per line, without https:// or a path. <code>*.crumbandco.com</code> allows every subdomain (not crumbandco.com itself). The module&apos;s own address
            always may.
          </p>
          {hostsError ? (
            <p id={`${id}-hosts-error`} role="alert" className="mt-1 text-xs font-medium text-red-700">
              {hostsError}
            </p>
          ) : null}
        </div>
      ) : (
        <input type="hidden" name="hosts" value="" />
      )}
      <FormBanner message={formError} className="mt-2" />
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <button type="submit" disabled={busy} className={secondaryButton}>
          {busy ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
          {busy ? "Saving…" : "Save where it may be embedded"}
        </button>
        <p role="status" className="text-xs text-neutral-700">
          {saved ?? "Changes take effect when you next publish."}
        </p>
      </div>
    </fetcher.Form>
  );
}

/** The screen's action data when it answers this module's embedding form (a post made without JavaScript). */
export function useEmbedHostsAnswer(moduleId: string): unknown {
  const answer = useActionData<unknown>();
  if (typeof answer !== "object" || answer === null) return undefined;
  const { intent, moduleId: savedId, values } = answer as { intent?: unknown; moduleId?: unknown; values?: { moduleId?: unknown } };
  return intent === "set-embed-hosts" && (savedId === moduleId || values?.moduleId === moduleId) ? answer : undefined;
}

function isSaved(value: unknown): value is { ok: true; message: string } {
  return typeof value === "object" && value !== null && (value as { ok?: unknown }).ok === true && typeof (value as { message?: unknown }).message === "string";
}
