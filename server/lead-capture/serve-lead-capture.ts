import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServerBuild } from "react-router";
import type { answerLeadSubmission, LeadCaptureContext } from "../../app/features/leads/answer-lead-submission.server";
import type { LeadAnswer } from "../../app/features/leads/capture-response.server";
import { CROSS_SITE_MESSAGE, isCrossSiteRequest, type SameSiteOrigins } from "../cross-site-requests";
import { clientAddressOf, protocolOf, type TrustProxy } from "../trust-proxy";

type AnswerLeadSubmission = typeof answerLeadSubmission;
export type LeadCaptureHandler = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

const CAPTURE_PATH = /^\/api\/leads\/([^/]+)\/?$/i;

/** Helmet's headers that matter for these answers; a framed module's error page must stay frameable. */
const ANSWER_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors *",
};

const FAILURE: LeadAnswer = { status: 500, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }, body: "Error occured" };
const CROSS_SITE: LeadAnswer = { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" }, body: CROSS_SITE_MESSAGE };

/**
 * The lead capture endpoint lives in the app (it renders contact sections); the server reaches
 * it through the React Router build's entry module, where `app/entry.server.tsx` exports it.
 */
export function answerLeadSubmissionOf(build: ServerBuild): AnswerLeadSubmission {
  const entry: object = build.entry.module;
  const exported = "answerLeadSubmission" in entry ? entry.answerLeadSubmission : undefined;
  if (typeof exported !== "function") throw new Error("The server build's entry module does not export answerLeadSubmission");
  return exported as AnswerLeadSubmission;
}

function send(request: IncomingMessage, response: ServerResponse, answer: LeadAnswer): void {
  const body = Buffer.from(answer.body);
  const headers: Record<string, string | number> = { ...ANSWER_HEADERS, ...answer.headers, "Content-Length": body.length };
  // An answer given before the body was read (too large) must not leave the rest on a kept-alive connection.
  if (!request.readableEnded) headers.Connection = "close";
  response.writeHead(answer.status, headers);
  response.end(body);
}

export type LeadCaptureOptions = LeadCaptureContext & {
  serverBuild: ServerBuild | (() => Promise<ServerBuild>);
  /** Published pages post from these at their path-based address (PUBLIC_URL's origin). */
  sameSiteOrigins: SameSiteOrigins;
  /** Whether `origin` is one of the project's own domains (`requestOrigin`: the scheme and `Host` the request came in through). */
  isProjectDomainOrigin?: (projectId: string, origin: string, requestOrigin: string) => boolean;
  trustProxy: TrustProxy;
};

/**
 * `POST /api/leads/{projectId}` in front of Express and React Router (decision 0012): a public
 * hot path that needs none of their middleware, and is three times faster without it. It keeps
 * what the app's middleware gave it: the cross-site refusal, the client address behind trusted
 * proxies and the security headers. Any other method goes on to the app (405 from its route).
 */
export function createLeadCaptureHandler(options: LeadCaptureOptions): LeadCaptureHandler {
  const { serverBuild, sameSiteOrigins, trustProxy, isProjectDomainOrigin, ...context } = options;
  const { logger } = context;
  const loadAnswer = typeof serverBuild === "function" ? async () => answerLeadSubmissionOf(await serverBuild()) : () => Promise.resolve(answerLeadSubmissionOf(serverBuild));

  async function answer(request: IncomingMessage, projectId: string, from: string): Promise<LeadAnswer> {
    const protocol = protocolOf(request, trustProxy);
    const origin = request.headers.origin;
    const fromProjectDomain = origin !== undefined && isProjectDomainOrigin?.(projectId, origin, `${protocol}://${request.headers.host ?? ""}`) === true;
    if (!fromProjectDomain && isCrossSiteRequest(request.headers, sameSiteOrigins, protocol)) {
      logger.warn({ origin: request.headers.origin, path: request.url }, "cross-site lead submission refused");
      return CROSS_SITE;
    }
    const answerSubmission = await loadAnswer();
    return answerSubmission(
      {
        projectId,
        from,
        contentType: request.headers["content-type"],
        accept: request.headers.accept,
        contentLength: request.headers["content-length"],
        referer: request.headers.referer,
        // Stopping early (a body over the limit) must not destroy the socket the answer goes out on.
        body: request.iterator({ destroyOnReturn: false }),
        clientAddress: clientAddressOf(request, trustProxy),
        userAgent: request.headers["user-agent"],
      },
      context,
    );
  }

  return (request, response, next) => {
    if (request.method !== "POST") return next();
    const url = request.url ?? "/";
    const query = url.indexOf("?");
    const match = CAPTURE_PATH.exec(query === -1 ? url : url.slice(0, query));
    if (!match?.[1]) return next();
    let projectId: string;
    try {
      projectId = decodeURIComponent(match[1]);
    } catch {
      projectId = "";
    }
    const from = new URLSearchParams(query === -1 ? "" : url.slice(query + 1)).get("from") ?? "";
    answer(request, projectId, from).then(
      (answered) => send(request, response, answered),
      (error: unknown) => {
        logger.error({ err: error, path: request.url }, "lead submission failed");
        send(request, response, FAILURE);
      },
    );
  };
}
