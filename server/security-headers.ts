import type { RequestHandler } from "express";
import helmet from "helmet";
import { randomBytes } from "node:crypto";

/** A fresh nonce per response for the framework's inline scripts. */
export const assignNonce: RequestHandler = (_request, response, next) => {
  response.locals.nonce = randomBytes(16).toString("base64");
  next();
};

function nonceOf(response: object): string {
  const locals: unknown = "locals" in response ? response.locals : undefined;
  if (locals && typeof locals === "object" && "nonce" in locals && typeof locals.nonce === "string") return locals.nonce;
  throw new Error("assignNonce must run before securityHeaders");
}

// Lead capture answers inside published modules, which other sites embed in iframes; its pages
// (a form's errors without JavaScript) must be allowed in any frame.
const EMBEDDABLE_PATH = /^\/api\/leads\//;

export function securityHeaders({ development }: { development: boolean }): RequestHandler {
  const app = appHeaders(development, ["'none'"]);
  const embeddable = appHeaders(development, ["*"]);
  return (request, response, next) => (EMBEDDABLE_PATH.test(request.path) ? embeddable : app)(request, response, next);
}

function appHeaders(development: boolean, frameAncestors: string[]): RequestHandler {
  return helmet({
    // Vite's dev server injects inline scripts and a websocket; the policy applies to builds.
    contentSecurityPolicy: development
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", (_request, response) => `'nonce-${nonceOf(response)}'`],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "blob:", "https:"],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            frameSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'", "https://accounts.google.com"],
            frameAncestors,
          },
        },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: frameAncestors.includes("*") ? false : { action: "sameorigin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: false,
  });
}
