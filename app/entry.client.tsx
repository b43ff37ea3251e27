import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { createPath } from "react-router";
import { HydratedRouter } from "react-router/dom";
import { reportChunkLoadFailure } from "./lib/chunk-load-failures";
import { claimChunkReload } from "./lib/chunk-reload-guard";

declare global {
  interface Window {
    __reactRouterDataRouter?: { state: { navigation: { location?: Parameters<typeof createPath>[0] } } };
  }
}

// React Router logs this exact message and then reloads the current page, forever if the chunk
// stays broken. Throwing from the log call stops that reload; we go to the target path instead,
// once per path within the guard window, and otherwise let the error screen show.
const CHUNK_ERROR_MESSAGE = "Error loading route module";
const logError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  logError(...args);
  if (typeof args[0] !== "string" || !args[0].startsWith(CHUNK_ERROR_MESSAGE)) return;
  const pending = window.__reactRouterDataRouter?.state.navigation.location;
  const target = pending ? createPath(pending) : window.location.pathname + window.location.search;
  if (claimChunkReload(target, Date.now(), window.sessionStorage)) window.location.assign(target);
  else reportChunkLoadFailure(target);
  throw new Error(`Could not load the code for ${target}`);
};

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
