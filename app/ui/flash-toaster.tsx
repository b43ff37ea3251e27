import { CircleCheck } from "lucide-react";
import { useEffect } from "react";
import { toast, Toaster } from "sonner";
import type { Flash } from "~/lib/forms/form-result";
import { useHydrated } from "./use-hydrated";

/**
 * Says what the last form post did: a toast once React runs, a status line in the page before
 * that (and without JavaScript).
 */
export function FlashToaster({ flash }: { flash: Flash | null }) {
  const hydrated = useHydrated();
  const id = flash?.id;
  const message = flash?.message;
  useEffect(() => {
    if (id && message) toast.success(message, { id });
  }, [id, message]);
  return (
    <>
      {!hydrated && flash ? (
        <p role="status" className="mb-6 flex items-center gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          <CircleCheck aria-hidden className="size-4 shrink-0 text-emerald-600" />
          {flash.message}
        </p>
      ) : null}
      <Toaster position="bottom-right" closeButton toastOptions={{ className: "font-sans" }} />
    </>
  );
}
