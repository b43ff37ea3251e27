import { isbot } from "isbot";
// The web-streams renderer, not the Node one: renderToPipeableStream turns on an AsyncLocalStorage,
// and on Node 20 that runs an async hook for every socket, timer and promise of the process
// afterwards, published pages included (docs/benchmarks.md#where-the-time-went). Its development
// build says once that Node 20 lacks ArrayBuffer.prototype.detached: that check only guards
// buffers transferred between threads, which a server render never does.
import { renderToReadableStream } from "react-dom/server.edge";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { NonceProvider } from "./ui/nonce-context";

export const streamTimeout = 5_000;

// The server answers lead submissions in front of React Router (decision 0012) and finds the
// endpoint here, in the build it already loaded, so both run the same modules and caches.
export { answerLeadSubmission } from "./features/leads/answer-lead-submission.server";
// The same for the scheduled-publishing worker, which publishes like the Publish button.
export { runScheduledPublishing } from "./scheduled-publishing.server";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { nonce } = loadContext;
  let shellRendered = false;
  const stop = new AbortController();
  const timeout = setTimeout(() => stop.abort(), streamTimeout + 1_000);
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: stop.signal,
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) loadContext.logger.error({ err: error }, "error while streaming the page");
      },
    },
  ).catch((error: unknown) => {
    clearTimeout(timeout);
    throw error;
  });
  shellRendered = true;
  const finished = () => clearTimeout(timeout);
  body.allReady.then(finished, finished);
  // Crawlers and SPA-mode builds get the whole document at once; browsers get it streamed.
  if (isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode) await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
