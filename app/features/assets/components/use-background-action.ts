import { useEffect } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { isFormFailure, type FormFailure } from "~/lib/forms/form-result";
import type { AssetActionSuccess } from "../assets-actions.server";

/** A fetcher for one of the screen's background posts: toasts its success and calls `onDone`; keeps its refusal to show. */
export function useBackgroundAction(onDone: () => void) {
  const fetcher = useFetcher<AssetActionSuccess | FormFailure>();
  // The answer is there as soon as the post is done, while the screen's data is still reloading:
  // acting then means a dialog whose image the reload removes still gets to say so.
  const result = fetcher.state === "submitting" ? undefined : fetcher.data;
  useEffect(() => {
    if (result && !isFormFailure(result)) {
      toast.success(result.message);
      onDone();
    }
    // Only a new answer counts, not a new onDone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);
  return { fetcher, failure: isFormFailure(result) ? result : undefined, pending: fetcher.state === "submitting" };
}
