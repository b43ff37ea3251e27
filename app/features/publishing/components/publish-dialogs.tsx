import { useEffect } from "react";
import { useFetcher } from "react-router";
import { dangerButton, primaryButton } from "~/ui/button-styles";
import { useModalState } from "~/ui/modal-state";
import { ModalActions, ModalCancel, UrlModal } from "~/ui/url-modal";
import type { PublishActionResult } from "../publish-actions.server";

type Publication = { id: string; number: number; created: string; isLive: boolean };

/**
 * Unpublishing and rolling back change what visitors see, so each asks first and says what they
 * will see (docs/product.md#publishing). Opened by `?modal=unpublish` and
 * `?modal=rollback&publication={id}`; the answer shows as a toast in the panel that opened them.
 */
export function PublishDialogs({
  action,
  address,
  publications,
  onResult,
}: {
  action: string;
  address: string;
  publications: readonly Publication[];
  onResult: (result: PublishActionResult) => void;
}) {
  const { modal, search, close } = useModalState();
  const fetcher = useFetcher<PublishActionResult>();
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;
  useEffect(() => {
    if (!result) return;
    onResult(result);
    if (result.ok) close();
    // Only a new answer closes the dialog; `close` changes with every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  const live = publications.find((publication) => publication.isLive);
  if (modal === "unpublish" && live) {
    return (
      <UrlModal title="Take the site offline?" description={`Visitors will see “Page not found” at ${address} and every other address of this project until you publish again.`}>
        <fetcher.Form method="post" action={action}>
          <p className="text-sm text-neutral-600">Nothing is deleted: version {live.number} and the others stay in the versions list, and any of them can be made live again.</p>
          <ModalActions>
            <ModalCancel />
            <button type="submit" name="intent" value="unpublish" disabled={busy} className={dangerButton}>
              {busy ? "Taking offline…" : "Unpublish"}
            </button>
          </ModalActions>
        </fetcher.Form>
      </UrlModal>
    );
  }
  const chosen = modal === "rollback" ? publications.find((publication) => publication.id === search.get("publication")) : undefined;
  if (chosen && !chosen.isLive) {
    const description = live
      ? `Visitors will see version ${chosen.number} instead of version ${live.number}.`
      : `The project is offline. Making version ${chosen.number} live brings it back online: visitors will see version ${chosen.number} at ${address}.`;
    return (
      <UrlModal title={live ? `Make version ${chosen.number} live?` : `Bring the site back online with version ${chosen.number}?`} description={description}>
        <fetcher.Form method="post" action={action}>
          <input type="hidden" name="publicationId" value={chosen.id} />
          <p className="text-sm text-neutral-600">Your pages and modules keep your latest edits; publishing again puts them live.</p>
          <ModalActions>
            <ModalCancel />
            <button type="submit" name="intent" value="rollback" disabled={busy} className={primaryButton}>
              {busy ? "Making live…" : live ? `Make version ${chosen.number} live` : "Bring back online"}
            </button>
          </ModalActions>
        </fetcher.Form>
      </UrlModal>
    );
  }
  return null;
}
