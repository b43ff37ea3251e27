import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { slugFromTitle } from "~/lib/slug";
import { TextField } from "~/ui/text-field";
import { isDocumentActionFailure } from "../document-paths";

export type DocumentDialogRequest =
  | { intent: "create" }
  | { intent: "duplicate" | "rename" | "delete"; target: { id: string; slug: string; name: string; version: number } };

const TITLES = { create: "New", duplicate: "Duplicate", rename: "Rename", delete: "Delete" } as const;

/**
 * Create, duplicate, rename or delete a page or module. It posts to the editor's own action, which
 * opens the result; pending edits are saved first (`beforeSubmit`).
 */
export function DocumentDialog({
  request,
  kindLabel,
  current,
  beforeSubmit,
  onClose,
}: {
  request: DocumentDialogRequest;
  kindLabel: string;
  current: { id: string; slug: string };
  beforeSubmit: () => Promise<void>;
  onClose: () => void;
}) {
  const fetcher = useFetcher();
  const target = request.intent === "create" ? null : request.target;
  const [name, setName] = useState(request.intent === "duplicate" && target ? `${target.name} copy` : (target?.name ?? ""));
  const [slug, setSlug] = useState(request.intent === "duplicate" && target ? `${target.slug}-copy` : (target?.slug ?? ""));
  const [slugEdited, setSlugEdited] = useState(request.intent !== "create");
  const failure = isDocumentActionFailure(fetcher.data) ? fetcher.data : undefined;
  // Closes once the post has come back without a refusal (a success has navigated by then).
  const busy = useRef(false);
  useEffect(() => {
    if (fetcher.state !== "idle") {
      busy.current = true;
      return;
    }
    if (busy.current && !failure) onClose();
    busy.current = false;
  }, [fetcher.state, failure, onClose]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    await beforeSubmit();
    void fetcher.submit(form, { method: "post" });
  }

  const shownSlug = slugEdited ? slug : slugFromTitle(name);
  const lower = kindLabel.toLowerCase();
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-neutral-950/30" aria-hidden />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-5 shadow-2xl">
          <DialogTitle className="text-base font-semibold">
            {TITLES[request.intent]} {lower}
            {target ? ` “${target.name}”` : ""}
          </DialogTitle>
          <form onSubmit={(event) => void submit(event)} className="mt-4 space-y-4" noValidate>
            <input type="hidden" name="intent" value={request.intent} />
            <input type="hidden" name="current" value={current.id} />
            <input type="hidden" name="currentSlug" value={current.slug} />
            {target ? <input type="hidden" name="target" value={target.id} /> : null}
            {target ? <input type="hidden" name="version" value={target.version} /> : null}
            {failure && !failure.fieldErrors.name && !failure.fieldErrors.slug ? <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">{failure.message}</p> : null}
            {request.intent === "delete" ? (
              <p className="text-sm text-neutral-600">The {lower} and its sections are deleted. This cannot be undone.</p>
            ) : (
              <>
                <TextField label={kindLabel === "Page" ? "Title" : "Name"} name="name" value={name} onChange={setName} error={failure?.fieldErrors.name} autoFocus autoComplete="off" />
                <TextField
                  label="Slug"
                  name="slug"
                  value={shownSlug}
                  onChange={(next) => {
                    setSlug(next.replace(/\s/g, "-"));
                    setSlugEdited(true);
                  }}
                  error={failure?.fieldErrors.slug}
                  description="Letters, digits and hyphens, such as about-us."
                  autoComplete="off"
                  spellCheck={false}
                />
              </>
            )}
            <div className="flex justify-end gap-2 pt-2">
              <button type="button" onClick={onClose} className="rounded-md px-3 py-1.5 text-sm font-medium text-neutral-700 hover:bg-neutral-100">
                Cancel
              </button>
              <button
                type="submit"
                disabled={fetcher.state !== "idle"}
                className={`rounded-md px-3 py-1.5 text-sm font-medium text-white shadow-sm disabled:opacity-60 ${request.intent === "delete" ? "bg-red-600 hover:bg-red-700" : "bg-accent hover:bg-accent-hover"}`}
              >
                {request.intent === "delete" ? `Delete ${lower}` : request.intent === "create" ? `Create ${lower}` : request.intent === "duplicate" ? "Duplicate" : "Save"}
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
