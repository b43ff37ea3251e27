import { useEffect } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { isFormFailure } from "~/lib/forms/form-result";

/** Shows a refused background post (a row action, a reorder) as an error toast. */
export function useFetcherFailureToast(key: string): void {
  const fetcher = useFetcher({ key });
  const failure = fetcher.state === "idle" && isFormFailure(fetcher.data) ? fetcher.data : undefined;
  useEffect(() => {
    if (failure) toast.error(failure.message);
  }, [failure]);
}
