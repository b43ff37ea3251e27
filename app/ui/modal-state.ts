import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";

/** Search parameters that belong to a dialog; closing it drops them and keeps the rest (such as a search). */
const MODAL_PARAMS = ["modal", "page", "module", "directory", "publication", "domain", "qrCode"];

export type ModalLocationState = { openedInApp: true };

/** The `to` and `state` of a link that opens a dialog on the current screen. */
export function modalLink(search: URLSearchParams, modal: string, extra: Record<string, string> = {}) {
  const next = new URLSearchParams(search);
  for (const key of MODAL_PARAMS) next.delete(key);
  next.set("modal", modal);
  for (const [key, value] of Object.entries(extra)) next.set(key, value);
  const state: ModalLocationState = { openedInApp: true };
  return { to: { search: `?${next}` }, state, preventScrollReset: true };
}

/** The search parameters that stay when the dialog closes. */
export function searchWithoutModal(search: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(search);
  for (const key of MODAL_PARAMS) rest.delete(key);
  return rest;
}

/** Which dialog the URL asks for, and how to close it: Back when we opened it, else replace the URL. */
export function useModalState() {
  const location = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(location.search);
  const rest = searchWithoutModal(search);
  const closeHref = `${location.pathname}${rest.size ? `?${rest}` : ""}`;
  const openedInApp = (location.state as Partial<ModalLocationState> | null)?.openedInApp === true;
  const close = useCallback(() => {
    if (openedInApp) void navigate(-1);
    else void navigate(closeHref, { replace: true, preventScrollReset: true });
  }, [openedInApp, navigate, closeHref]);
  return { modal: search.get("modal"), search, closeHref, close };
}
