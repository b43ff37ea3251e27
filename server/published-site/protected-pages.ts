import type { IncomingMessage, ServerResponse } from "node:http";
import { addressKey } from "../../app/lib/address-key.server";
import { BodyTooLargeError, readBodyWithin } from "../../app/lib/read-limited-body";
import { NOT_FOUND_DOCUMENT_PATH } from "../../app/features/publishing/site-not-found-page";
import { sitePasswordMatches } from "../../app/features/site-protection/password-hash.server";
import { passwordFormPage, type PasswordRefusal } from "../../app/features/site-protection/password-form-page";
import { PASSWORD_ATTEMPT_WINDOW_MINUTES } from "../../app/lib/visitor-texts/site-page-texts";
import { passwordFor, type SitePassword } from "../../app/features/site-protection/protected-documents.server";
import { SITE_PASSWORD_MAX } from "../../app/features/site-protection/site-password-schema";
import { isValidSitePass, SITE_PASS_TTL_SECONDS, sitePassCookieName, sitePassValue } from "../../app/features/site-protection/site-pass-cookie.server";
import { clientAddressOf, protocolOf, type TrustProxy } from "../trust-proxy";
import type { RateLimiter } from "../../db/rate-limiter";
import { SiteDocuments, type Documents } from "./site-documents";
import { gateIsOpen, type SiteGate, type SiteGates } from "./site-gates";

/** Password attempts one address (IPv6: its /64) may make in ATTEMPT_WINDOW_MS, counted across nodes (docs/product.md#password-protected-pages). */
export const PASSWORD_ATTEMPTS_PER_ADDRESS = 10;
export const ATTEMPT_WINDOW_MS = PASSWORD_ATTEMPT_WINDOW_MINUTES * 60 * 1000;
// A form with one password of at most SITE_PASSWORD_MAX characters, percent-encoded, fits easily.
const FORM_MAX_BYTES = 4096;
// The site's files a protected site still shows: they hold nothing of its pages.
const OPEN_FILES = new Set(["robots.txt", "favicon-32.png", "icon-192.png", "icon-512.png", "apple-touch-icon.png", "manifest.webmanifest", "sitemap.xml"]);
const FALLBACK_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

function cookieValue(request: IncomingMessage, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** What the site handler does once the gate let a request through: answer from `documents`, privately when a pass opened them. */
export type GuardedAnswer = (documents: Documents | null, privately: boolean) => void;

export type SiteGuard = (
  request: IncomingMessage,
  response: ServerResponse,
  where: { projectId: string; path: string | null; onDomain: boolean },
  documents: Documents | null,
  proceed: GuardedAnswer,
  fail: (error: unknown) => void,
) => void;

/**
 * The published site's gate (docs/product.md#password-protected-pages and #scheduled-publishing):
 * a document that needs a password is never sent without a valid pass, whatever the method or
 * the conditional headers; a visitor without one gets the site's password form, which posts back
 * to the same address. Pages that are off answer the site's 404 or send visitors on.
 */
export function createSiteGuard(gates: SiteGates, trustProxy: TrustProxy, attempts: RateLimiter): SiteGuard {

  function sendForm(request: IncomingMessage, response: ServerResponse, documents: Documents, status: number, refusal: PasswordRefusal | null, extraHeaders: Record<string, string> = {}) {
    const template = documents.get(NOT_FOUND_DOCUMENT_PATH);
    const body = Buffer.from(passwordFormPage(template ? template.body.toString("utf8") : null, refusal), "utf8");
    response.writeHead(status, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": body.length,
      "Cache-Control": "no-store",
      "Content-Security-Policy": template?.csp ?? FALLBACK_CSP,
      "X-Robots-Tag": "noindex",
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      ...extraHeaders,
    });
    response.end(request.method === "HEAD" ? undefined : body);
  }

  function sendRedirect(response: ServerResponse, to: string) {
    response.writeHead(302, { Location: to, "Cache-Control": "no-cache", "Content-Length": 0 });
    response.end();
  }

  async function tryPassword(request: IncomingMessage, response: ServerResponse, projectId: string, onDomain: boolean, password: SitePassword, gate: SiteGate, documents: Documents) {
    // Only a password POST pays for the shared counter; reading pages never touches it.
    const address = addressKey(clientAddressOf(request, trustProxy));
    const decision = await attempts.hit([{ key: `site-password:${address}`, limit: PASSWORD_ATTEMPTS_PER_ADDRESS, windowMs: ATTEMPT_WINDOW_MS }], Date.now());
    if (!decision.allowed) {
      return sendForm(request, response, documents, 429, "passwordTooMany", { "Retry-After": String(Math.ceil(decision.retryAfterMs / 1000)), Connection: "close" });
    }
    let given: string;
    try {
      const body = await readBodyWithin(request.iterator({ destroyOnReturn: false }), FORM_MAX_BYTES, request.headers["content-length"]);
      given = new URLSearchParams(Buffer.from(body).toString("utf8")).get("password") ?? "";
    } catch (error) {
      if (error instanceof BodyTooLargeError) return sendForm(request, response, documents, 413, "passwordTooLong", { Connection: "close" });
      throw error;
    }
    if (given.trim() === "") return sendForm(request, response, documents, 400, "passwordEmpty");
    if (given.length > SITE_PASSWORD_MAX) return sendForm(request, response, documents, 400, "passwordTooLong");
    if (!(await sitePasswordMatches(given, password.passwordHash))) return sendForm(request, response, documents, 403, "passwordWrong");
    const url = request.url ?? "/";
    const pathname = url.split("?")[0] ?? "/";
    // The pass is good for this project's addresses only: below /{projectId} as the visitor wrote it, or the whole domain.
    const path = onDomain ? "/" : `/${pathname.split("/")[1] ?? projectId}`;
    const secure = protocolOf(request, trustProxy) === "https" ? "; Secure" : "";
    const cookie = `${sitePassCookieName(password.scope)}=${sitePassValue(gate.secret, projectId, password.scope, password.passwordHash)}; Path=${path}; Max-Age=${SITE_PASS_TTL_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
    response.writeHead(303, { Location: url, "Set-Cookie": cookie, "Cache-Control": "no-store", "Content-Length": 0 });
    response.end();
  }

  function pass(request: IncomingMessage, response: ServerResponse, where: { projectId: string; path: string | null; onDomain: boolean }, gate: SiteGate, documents: Documents | null, proceed: GuardedAnswer, fail: (error: unknown) => void) {
    if (!documents) {
      const readOnly = request.method === "GET" || request.method === "HEAD";
      return gate.offline.site && readOnly ? sendRedirect(response, gate.offline.site) : proceed(null, false);
    }
    const document = where.path !== null ? documents.get(where.path) : undefined;
    const pageId = document?.sourceKind === "page" ? document.sourceId : null;
    const visible = (privately: boolean) => {
      const shown = gate.visibleDocuments(documents);
      if (shown instanceof Promise) shown.then((ready) => proceed(ready, privately), fail);
      else proceed(shown, privately);
    };
    if (pageId !== null && gate.offline.pages.has(pageId)) {
      const to = gate.offline.pages.get(pageId);
      if (to && (request.method === "GET" || request.method === "HEAD")) return sendRedirect(response, to);
      return visible(false);
    }
    const password = where.path !== null && OPEN_FILES.has(where.path) ? null : passwordFor(gate.protectedDocuments, pageId);
    if (!password) return visible(false);
    if (isValidSitePass(gate.secret, where.projectId, password.scope, password.passwordHash, cookieValue(request, sitePassCookieName(password.scope)))) return visible(true);
    if (request.method === "POST") return tryPassword(request, response, where.projectId, where.onDomain, password, gate, documents);
    sendForm(request, response, documents, 403, null);
  }

  return (request, response, where, documents, proceed, fail) => {
    gates
      .gateOf(where.projectId)
      .then(async (gate) => {
        if (gateIsOpen(gate)) return proceed(documents, false);
        // A gate decides by page, so it reads every document's fields first (decision 0046).
        if (documents instanceof SiteDocuments) await documents.loadFields();
        pass(request, response, where, gate, documents, proceed, fail);
      })
      .catch(fail);
  };
}
